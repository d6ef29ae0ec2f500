; ModuleID = 'switch_sparse.c'
source_filename = "switch_sparse.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@probes = internal unnamed_addr constant [24 x i32] [i32 -100000, i32 -4096, i32 -7, i32 -1, i32 0, i32 3, i32 64, i32 65, i32 66, i32 67, i32 1000, i32 4096, i32 65536, i32 1000000, i32 2147483632, i32 5, i32 -2, i32 68, i32 63, i32 999, i32 1001, i32 65535, i32 65537, i32 -100001], align 4
@text = internal unnamed_addr constant [66 x i8] c"Hello, world; this: is a test. Does it work? Yes!\09Tabs\0Aand lines.\00", align 1
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @h, align 4, !tbaa !3
  br label %2

2:                                                ; preds = %0, %6
  %3 = phi i32 [ 0, %0 ], [ %7, %6 ]
  %4 = phi i32 [ %1, %0 ], [ %33, %6 ]
  %5 = and i32 %3, 1
  br label %9

6:                                                ; preds = %30
  %7 = add nuw nsw i32 %3, 1
  %8 = icmp eq i32 %7, 30
  br i1 %8, label %36, label %2, !llvm.loop !7

9:                                                ; preds = %2, %30
  %10 = phi i32 [ 0, %2 ], [ %34, %30 ]
  %11 = phi i32 [ %4, %2 ], [ %33, %30 ]
  %12 = getelementptr inbounds [24 x i32], [24 x i32]* @probes, i32 0, i32 %10
  %13 = load i32, i32* %12, align 4, !tbaa !3
  %14 = add nsw i32 %13, %5
  switch i32 %14, label %29 [
    i32 -100000, label %30
    i32 -4096, label %15
    i32 -7, label %16
    i32 -1, label %17
    i32 0, label %18
    i32 3, label %19
    i32 64, label %20
    i32 65, label %21
    i32 66, label %22
    i32 67, label %23
    i32 1000, label %24
    i32 4096, label %25
    i32 65536, label %26
    i32 1000000, label %27
    i32 2147483632, label %28
  ]

15:                                               ; preds = %9
  br label %30

16:                                               ; preds = %9
  br label %30

17:                                               ; preds = %9
  br label %30

18:                                               ; preds = %9
  br label %30

19:                                               ; preds = %9
  br label %30

20:                                               ; preds = %9
  br label %30

21:                                               ; preds = %9
  br label %30

22:                                               ; preds = %9
  br label %30

23:                                               ; preds = %9
  br label %30

24:                                               ; preds = %9
  br label %30

25:                                               ; preds = %9
  br label %30

26:                                               ; preds = %9
  br label %30

27:                                               ; preds = %9
  br label %30

28:                                               ; preds = %9
  br label %30

29:                                               ; preds = %9
  br label %30

30:                                               ; preds = %9, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29
  %31 = phi i32 [ 0, %29 ], [ 15, %28 ], [ 14, %27 ], [ 13, %26 ], [ 12, %25 ], [ 11, %24 ], [ 10, %23 ], [ 9, %22 ], [ 8, %21 ], [ 7, %20 ], [ 6, %19 ], [ 5, %18 ], [ 4, %17 ], [ 3, %16 ], [ 2, %15 ], [ 1, %9 ]
  %32 = xor i32 %11, %31
  %33 = mul i32 %32, 16777619
  %34 = add nuw nsw i32 %10, 1
  %35 = icmp eq i32 %34, 24
  br i1 %35, label %6, label %9, !llvm.loop !9

36:                                               ; preds = %6, %61
  %37 = phi i32 [ %65, %61 ], [ 0, %6 ]
  %38 = phi i32 [ %41, %61 ], [ 12345, %6 ]
  %39 = phi i32 [ %64, %61 ], [ %33, %6 ]
  %40 = mul i32 %38, 1103515245
  %41 = add i32 %40, 12345
  %42 = lshr i32 %41, 1
  %43 = urem i32 %42, 70
  switch i32 %43, label %49 [
    i32 67, label %48
    i32 66, label %47
    i32 65, label %46
    i32 64, label %45
    i32 0, label %50
    i32 3, label %44
  ]

44:                                               ; preds = %36
  br label %50

45:                                               ; preds = %36
  br label %50

46:                                               ; preds = %36
  br label %50

47:                                               ; preds = %36
  br label %50

48:                                               ; preds = %36
  br label %50

49:                                               ; preds = %36
  br label %50

50:                                               ; preds = %36, %44, %45, %46, %47, %48, %49
  %51 = phi i32 [ 0, %49 ], [ 10, %48 ], [ 9, %47 ], [ 8, %46 ], [ 7, %45 ], [ 6, %44 ], [ 5, %36 ]
  %52 = xor i32 %39, %51
  %53 = mul i32 %52, 16777619
  %54 = lshr i32 %41, 3
  %55 = urem i32 %54, 600
  %56 = trunc i32 %55 to i16
  switch i16 %56, label %60 [
    i16 21, label %61
    i16 22, label %61
    i16 23, label %61
    i16 25, label %57
    i16 110, label %57
    i16 143, label %57
    i16 80, label %58
    i16 443, label %58
    i16 53, label %59
  ]

57:                                               ; preds = %50, %50, %50
  br label %61

58:                                               ; preds = %50, %50
  br label %61

59:                                               ; preds = %50
  br label %61

60:                                               ; preds = %50
  br label %61

61:                                               ; preds = %50, %50, %50, %57, %58, %59, %60
  %62 = phi i32 [ 6, %60 ], [ 4, %59 ], [ 3, %58 ], [ 2, %57 ], [ 1, %50 ], [ 1, %50 ], [ 1, %50 ]
  %63 = xor i32 %62, %53
  %64 = mul i32 %63, 16777619
  %65 = add nuw nsw i32 %37, 1
  %66 = icmp eq i32 %65, 600
  br i1 %66, label %71, label %36, !llvm.loop !10

67:                                               ; preds = %80
  %68 = xor i32 %83, 3
  %69 = mul i32 %68, 16777619
  %70 = xor i32 %69, 5
  br label %285

71:                                               ; preds = %61, %95
  %72 = phi i32 [ %99, %95 ], [ 0, %61 ]
  %73 = phi i32 [ %98, %95 ], [ %64, %61 ]
  %74 = trunc i32 %72 to i16
  switch i16 %74, label %77 [
    i16 110, label %75
    i16 22, label %80
    i16 80, label %76
    i16 8080, label %76
  ]

75:                                               ; preds = %71
  br label %80

76:                                               ; preds = %71, %71
  br label %80

77:                                               ; preds = %71
  %78 = icmp ult i16 %74, 1024
  %79 = select i1 %78, i32 6, i32 7
  br label %80

80:                                               ; preds = %71, %75, %76, %77
  %81 = phi i32 [ %79, %77 ], [ 3, %76 ], [ 2, %75 ], [ 1, %71 ]
  %82 = xor i32 %73, %81
  %83 = mul i32 %82, 16777619
  %84 = icmp ult i32 %72, 69003
  br i1 %84, label %85, label %67, !llvm.loop !11

85:                                               ; preds = %80
  %86 = trunc i32 %72 to i16
  switch i16 %86, label %91 [
    i16 -976, label %95
    i16 -998, label %87
    i16 -974, label %95
    i16 -972, label %90
    i16 -944, label %88
    i16 -854, label %90
    i16 -554, label %89
  ]

87:                                               ; preds = %85
  br label %95

88:                                               ; preds = %85
  br label %95

89:                                               ; preds = %85
  br label %95

90:                                               ; preds = %85, %85
  br label %95

91:                                               ; preds = %85
  %92 = add i16 %86, 997
  %93 = icmp ult i16 %92, 1024
  %94 = select i1 %93, i32 6, i32 7
  br label %95

95:                                               ; preds = %91, %90, %89, %88, %87, %85, %85
  %96 = phi i32 [ %94, %91 ], [ 5, %87 ], [ 4, %88 ], [ 3, %89 ], [ 2, %90 ], [ 1, %85 ], [ 1, %85 ]
  %97 = xor i32 %83, %96
  %98 = mul i32 %97, 16777619
  %99 = add nuw nsw i32 %72, 1994
  br label %71

100:                                              ; preds = %292, %132
  %101 = phi i32 [ %136, %132 ], [ 0, %292 ]
  %102 = phi i32 [ %135, %132 ], [ %295, %292 ]
  %103 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %101
  %104 = load i8, i8* %103, align 1, !tbaa !12
  switch i8 %104, label %105 [
    i8 32, label %106
    i8 9, label %106
    i8 10, label %106
    i8 44, label %106
    i8 59, label %106
    i8 58, label %106
    i8 46, label %106
    i8 33, label %106
    i8 63, label %106
  ]

105:                                              ; preds = %100
  br label %106

106:                                              ; preds = %105, %100, %100, %100, %100, %100, %100, %100, %100, %100
  %107 = phi i32 [ 0, %105 ], [ 2, %100 ], [ 2, %100 ], [ 2, %100 ], [ 2, %100 ], [ 2, %100 ], [ 2, %100 ], [ 2, %100 ], [ 2, %100 ], [ 2, %100 ]
  %108 = xor i32 %102, %107
  %109 = mul i32 %108, 16777619
  %110 = or i32 %101, 1
  %111 = icmp eq i32 %110, 65
  br i1 %111, label %137, label %112, !llvm.loop !13

112:                                              ; preds = %106
  %113 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %110
  %114 = load i8, i8* %113, align 1, !tbaa !12
  switch i8 %114, label %115 [
    i8 32, label %116
    i8 9, label %116
    i8 10, label %116
    i8 44, label %116
    i8 59, label %116
    i8 58, label %116
    i8 46, label %116
    i8 33, label %116
    i8 63, label %116
  ]

115:                                              ; preds = %112
  br label %116

116:                                              ; preds = %115, %112, %112, %112, %112, %112, %112, %112, %112, %112
  %117 = phi i32 [ 0, %115 ], [ 2, %112 ], [ 2, %112 ], [ 2, %112 ], [ 2, %112 ], [ 2, %112 ], [ 2, %112 ], [ 2, %112 ], [ 2, %112 ], [ 2, %112 ]
  %118 = xor i32 %109, %117
  %119 = mul i32 %118, 16777619
  %120 = or i32 %101, 2
  %121 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %120
  %122 = load i8, i8* %121, align 1, !tbaa !12
  switch i8 %122, label %123 [
    i8 32, label %124
    i8 9, label %124
    i8 10, label %124
    i8 44, label %124
    i8 59, label %124
    i8 58, label %124
    i8 46, label %124
    i8 33, label %124
    i8 63, label %124
  ]

123:                                              ; preds = %116
  br label %124

124:                                              ; preds = %123, %116, %116, %116, %116, %116, %116, %116, %116, %116
  %125 = phi i32 [ 0, %123 ], [ 2, %116 ], [ 2, %116 ], [ 2, %116 ], [ 2, %116 ], [ 2, %116 ], [ 2, %116 ], [ 2, %116 ], [ 2, %116 ], [ 2, %116 ]
  %126 = xor i32 %119, %125
  %127 = mul i32 %126, 16777619
  %128 = or i32 %101, 3
  %129 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %128
  %130 = load i8, i8* %129, align 1, !tbaa !12
  switch i8 %130, label %131 [
    i8 32, label %132
    i8 9, label %132
    i8 10, label %132
    i8 44, label %132
    i8 59, label %132
    i8 58, label %132
    i8 46, label %132
    i8 33, label %132
    i8 63, label %132
  ]

131:                                              ; preds = %124
  br label %132

132:                                              ; preds = %131, %124, %124, %124, %124, %124, %124, %124, %124, %124
  %133 = phi i32 [ 0, %131 ], [ 2, %124 ], [ 2, %124 ], [ 2, %124 ], [ 2, %124 ], [ 2, %124 ], [ 2, %124 ], [ 2, %124 ], [ 2, %124 ], [ 2, %124 ]
  %134 = xor i32 %127, %133
  %135 = mul i32 %134, 16777619
  %136 = add nuw nsw i32 %101, 4
  br label %100

137:                                              ; preds = %106, %169
  %138 = phi i32 [ %173, %169 ], [ 0, %106 ]
  %139 = phi i32 [ %172, %169 ], [ %109, %106 ]
  %140 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %138
  %141 = load i8, i8* %140, align 1, !tbaa !12
  switch i8 %141, label %142 [
    i8 32, label %143
    i8 9, label %143
    i8 10, label %143
    i8 44, label %143
    i8 59, label %143
    i8 58, label %143
    i8 46, label %143
    i8 33, label %143
    i8 63, label %143
  ]

142:                                              ; preds = %137
  br label %143

143:                                              ; preds = %142, %137, %137, %137, %137, %137, %137, %137, %137, %137
  %144 = phi i32 [ 0, %142 ], [ 4, %137 ], [ 4, %137 ], [ 4, %137 ], [ 4, %137 ], [ 4, %137 ], [ 4, %137 ], [ 4, %137 ], [ 4, %137 ], [ 4, %137 ]
  %145 = xor i32 %139, %144
  %146 = mul i32 %145, 16777619
  %147 = or i32 %138, 1
  %148 = icmp eq i32 %147, 65
  br i1 %148, label %174, label %149, !llvm.loop !13

149:                                              ; preds = %143
  %150 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %147
  %151 = load i8, i8* %150, align 1, !tbaa !12
  switch i8 %151, label %152 [
    i8 32, label %153
    i8 9, label %153
    i8 10, label %153
    i8 44, label %153
    i8 59, label %153
    i8 58, label %153
    i8 46, label %153
    i8 33, label %153
    i8 63, label %153
  ]

152:                                              ; preds = %149
  br label %153

153:                                              ; preds = %152, %149, %149, %149, %149, %149, %149, %149, %149, %149
  %154 = phi i32 [ 0, %152 ], [ 4, %149 ], [ 4, %149 ], [ 4, %149 ], [ 4, %149 ], [ 4, %149 ], [ 4, %149 ], [ 4, %149 ], [ 4, %149 ], [ 4, %149 ]
  %155 = xor i32 %146, %154
  %156 = mul i32 %155, 16777619
  %157 = or i32 %138, 2
  %158 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %157
  %159 = load i8, i8* %158, align 1, !tbaa !12
  switch i8 %159, label %160 [
    i8 32, label %161
    i8 9, label %161
    i8 10, label %161
    i8 44, label %161
    i8 59, label %161
    i8 58, label %161
    i8 46, label %161
    i8 33, label %161
    i8 63, label %161
  ]

160:                                              ; preds = %153
  br label %161

161:                                              ; preds = %160, %153, %153, %153, %153, %153, %153, %153, %153, %153
  %162 = phi i32 [ 0, %160 ], [ 4, %153 ], [ 4, %153 ], [ 4, %153 ], [ 4, %153 ], [ 4, %153 ], [ 4, %153 ], [ 4, %153 ], [ 4, %153 ], [ 4, %153 ]
  %163 = xor i32 %156, %162
  %164 = mul i32 %163, 16777619
  %165 = or i32 %138, 3
  %166 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %165
  %167 = load i8, i8* %166, align 1, !tbaa !12
  switch i8 %167, label %168 [
    i8 32, label %169
    i8 9, label %169
    i8 10, label %169
    i8 44, label %169
    i8 59, label %169
    i8 58, label %169
    i8 46, label %169
    i8 33, label %169
    i8 63, label %169
  ]

168:                                              ; preds = %161
  br label %169

169:                                              ; preds = %168, %161, %161, %161, %161, %161, %161, %161, %161, %161
  %170 = phi i32 [ 0, %168 ], [ 4, %161 ], [ 4, %161 ], [ 4, %161 ], [ 4, %161 ], [ 4, %161 ], [ 4, %161 ], [ 4, %161 ], [ 4, %161 ], [ 4, %161 ]
  %171 = xor i32 %164, %170
  %172 = mul i32 %171, 16777619
  %173 = add nuw nsw i32 %138, 4
  br label %137

174:                                              ; preds = %143, %206
  %175 = phi i32 [ %210, %206 ], [ 0, %143 ]
  %176 = phi i32 [ %209, %206 ], [ %146, %143 ]
  %177 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %175
  %178 = load i8, i8* %177, align 1, !tbaa !12
  switch i8 %178, label %179 [
    i8 32, label %180
    i8 9, label %180
    i8 10, label %180
    i8 44, label %180
    i8 59, label %180
    i8 58, label %180
    i8 46, label %180
    i8 33, label %180
    i8 63, label %180
  ]

179:                                              ; preds = %174
  br label %180

180:                                              ; preds = %179, %174, %174, %174, %174, %174, %174, %174, %174, %174
  %181 = phi i32 [ 0, %179 ], [ 8, %174 ], [ 8, %174 ], [ 8, %174 ], [ 8, %174 ], [ 8, %174 ], [ 8, %174 ], [ 8, %174 ], [ 8, %174 ], [ 8, %174 ]
  %182 = xor i32 %176, %181
  %183 = mul i32 %182, 16777619
  %184 = or i32 %175, 1
  %185 = icmp eq i32 %184, 65
  br i1 %185, label %211, label %186, !llvm.loop !13

186:                                              ; preds = %180
  %187 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %184
  %188 = load i8, i8* %187, align 1, !tbaa !12
  switch i8 %188, label %189 [
    i8 32, label %190
    i8 9, label %190
    i8 10, label %190
    i8 44, label %190
    i8 59, label %190
    i8 58, label %190
    i8 46, label %190
    i8 33, label %190
    i8 63, label %190
  ]

189:                                              ; preds = %186
  br label %190

190:                                              ; preds = %189, %186, %186, %186, %186, %186, %186, %186, %186, %186
  %191 = phi i32 [ 0, %189 ], [ 8, %186 ], [ 8, %186 ], [ 8, %186 ], [ 8, %186 ], [ 8, %186 ], [ 8, %186 ], [ 8, %186 ], [ 8, %186 ], [ 8, %186 ]
  %192 = xor i32 %183, %191
  %193 = mul i32 %192, 16777619
  %194 = or i32 %175, 2
  %195 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %194
  %196 = load i8, i8* %195, align 1, !tbaa !12
  switch i8 %196, label %197 [
    i8 32, label %198
    i8 9, label %198
    i8 10, label %198
    i8 44, label %198
    i8 59, label %198
    i8 58, label %198
    i8 46, label %198
    i8 33, label %198
    i8 63, label %198
  ]

197:                                              ; preds = %190
  br label %198

198:                                              ; preds = %197, %190, %190, %190, %190, %190, %190, %190, %190, %190
  %199 = phi i32 [ 0, %197 ], [ 8, %190 ], [ 8, %190 ], [ 8, %190 ], [ 8, %190 ], [ 8, %190 ], [ 8, %190 ], [ 8, %190 ], [ 8, %190 ], [ 8, %190 ]
  %200 = xor i32 %193, %199
  %201 = mul i32 %200, 16777619
  %202 = or i32 %175, 3
  %203 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %202
  %204 = load i8, i8* %203, align 1, !tbaa !12
  switch i8 %204, label %205 [
    i8 32, label %206
    i8 9, label %206
    i8 10, label %206
    i8 44, label %206
    i8 59, label %206
    i8 58, label %206
    i8 46, label %206
    i8 33, label %206
    i8 63, label %206
  ]

205:                                              ; preds = %198
  br label %206

206:                                              ; preds = %205, %198, %198, %198, %198, %198, %198, %198, %198, %198
  %207 = phi i32 [ 0, %205 ], [ 8, %198 ], [ 8, %198 ], [ 8, %198 ], [ 8, %198 ], [ 8, %198 ], [ 8, %198 ], [ 8, %198 ], [ 8, %198 ], [ 8, %198 ]
  %208 = xor i32 %201, %207
  %209 = mul i32 %208, 16777619
  %210 = add nuw nsw i32 %175, 4
  br label %174

211:                                              ; preds = %180, %243
  %212 = phi i32 [ %247, %243 ], [ 0, %180 ]
  %213 = phi i32 [ %246, %243 ], [ %183, %180 ]
  %214 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %212
  %215 = load i8, i8* %214, align 1, !tbaa !12
  switch i8 %215, label %216 [
    i8 32, label %217
    i8 9, label %217
    i8 10, label %217
    i8 44, label %217
    i8 59, label %217
    i8 58, label %217
    i8 46, label %217
    i8 33, label %217
    i8 63, label %217
  ]

216:                                              ; preds = %211
  br label %217

217:                                              ; preds = %216, %211, %211, %211, %211, %211, %211, %211, %211, %211
  %218 = phi i32 [ 0, %216 ], [ 1, %211 ], [ 1, %211 ], [ 1, %211 ], [ 1, %211 ], [ 1, %211 ], [ 1, %211 ], [ 1, %211 ], [ 1, %211 ], [ 1, %211 ]
  %219 = xor i32 %213, %218
  %220 = mul i32 %219, 16777619
  %221 = or i32 %212, 1
  %222 = icmp eq i32 %221, 65
  br i1 %222, label %248, label %223, !llvm.loop !13

223:                                              ; preds = %217
  %224 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %221
  %225 = load i8, i8* %224, align 1, !tbaa !12
  switch i8 %225, label %226 [
    i8 32, label %227
    i8 9, label %227
    i8 10, label %227
    i8 44, label %227
    i8 59, label %227
    i8 58, label %227
    i8 46, label %227
    i8 33, label %227
    i8 63, label %227
  ]

226:                                              ; preds = %223
  br label %227

227:                                              ; preds = %226, %223, %223, %223, %223, %223, %223, %223, %223, %223
  %228 = phi i32 [ 0, %226 ], [ 1, %223 ], [ 1, %223 ], [ 1, %223 ], [ 1, %223 ], [ 1, %223 ], [ 1, %223 ], [ 1, %223 ], [ 1, %223 ], [ 1, %223 ]
  %229 = xor i32 %220, %228
  %230 = mul i32 %229, 16777619
  %231 = or i32 %212, 2
  %232 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %231
  %233 = load i8, i8* %232, align 1, !tbaa !12
  switch i8 %233, label %234 [
    i8 32, label %235
    i8 9, label %235
    i8 10, label %235
    i8 44, label %235
    i8 59, label %235
    i8 58, label %235
    i8 46, label %235
    i8 33, label %235
    i8 63, label %235
  ]

234:                                              ; preds = %227
  br label %235

235:                                              ; preds = %234, %227, %227, %227, %227, %227, %227, %227, %227, %227
  %236 = phi i32 [ 0, %234 ], [ 1, %227 ], [ 1, %227 ], [ 1, %227 ], [ 1, %227 ], [ 1, %227 ], [ 1, %227 ], [ 1, %227 ], [ 1, %227 ], [ 1, %227 ]
  %237 = xor i32 %230, %236
  %238 = mul i32 %237, 16777619
  %239 = or i32 %212, 3
  %240 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %239
  %241 = load i8, i8* %240, align 1, !tbaa !12
  switch i8 %241, label %242 [
    i8 32, label %243
    i8 9, label %243
    i8 10, label %243
    i8 44, label %243
    i8 59, label %243
    i8 58, label %243
    i8 46, label %243
    i8 33, label %243
    i8 63, label %243
  ]

242:                                              ; preds = %235
  br label %243

243:                                              ; preds = %242, %235, %235, %235, %235, %235, %235, %235, %235, %235
  %244 = phi i32 [ 0, %242 ], [ 1, %235 ], [ 1, %235 ], [ 1, %235 ], [ 1, %235 ], [ 1, %235 ], [ 1, %235 ], [ 1, %235 ], [ 1, %235 ], [ 1, %235 ]
  %245 = xor i32 %238, %244
  %246 = mul i32 %245, 16777619
  %247 = add nuw nsw i32 %212, 4
  br label %211

248:                                              ; preds = %217, %280
  %249 = phi i32 [ %284, %280 ], [ 0, %217 ]
  %250 = phi i32 [ %283, %280 ], [ %220, %217 ]
  %251 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %249
  %252 = load i8, i8* %251, align 1, !tbaa !12
  switch i8 %252, label %253 [
    i8 32, label %254
    i8 9, label %254
    i8 10, label %254
    i8 44, label %254
    i8 59, label %254
    i8 58, label %254
    i8 46, label %254
    i8 33, label %254
    i8 63, label %254
  ]

253:                                              ; preds = %248
  br label %254

254:                                              ; preds = %253, %248, %248, %248, %248, %248, %248, %248, %248, %248
  %255 = phi i32 [ 0, %253 ], [ 2, %248 ], [ 2, %248 ], [ 2, %248 ], [ 2, %248 ], [ 2, %248 ], [ 2, %248 ], [ 2, %248 ], [ 2, %248 ], [ 2, %248 ]
  %256 = xor i32 %250, %255
  %257 = mul i32 %256, 16777619
  %258 = or i32 %249, 1
  %259 = icmp eq i32 %258, 65
  br i1 %259, label %322, label %260, !llvm.loop !13

260:                                              ; preds = %254
  %261 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %258
  %262 = load i8, i8* %261, align 1, !tbaa !12
  switch i8 %262, label %263 [
    i8 32, label %264
    i8 9, label %264
    i8 10, label %264
    i8 44, label %264
    i8 59, label %264
    i8 58, label %264
    i8 46, label %264
    i8 33, label %264
    i8 63, label %264
  ]

263:                                              ; preds = %260
  br label %264

264:                                              ; preds = %263, %260, %260, %260, %260, %260, %260, %260, %260, %260
  %265 = phi i32 [ 0, %263 ], [ 2, %260 ], [ 2, %260 ], [ 2, %260 ], [ 2, %260 ], [ 2, %260 ], [ 2, %260 ], [ 2, %260 ], [ 2, %260 ], [ 2, %260 ]
  %266 = xor i32 %257, %265
  %267 = mul i32 %266, 16777619
  %268 = or i32 %249, 2
  %269 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %268
  %270 = load i8, i8* %269, align 1, !tbaa !12
  switch i8 %270, label %271 [
    i8 32, label %272
    i8 9, label %272
    i8 10, label %272
    i8 44, label %272
    i8 59, label %272
    i8 58, label %272
    i8 46, label %272
    i8 33, label %272
    i8 63, label %272
  ]

271:                                              ; preds = %264
  br label %272

272:                                              ; preds = %271, %264, %264, %264, %264, %264, %264, %264, %264, %264
  %273 = phi i32 [ 0, %271 ], [ 2, %264 ], [ 2, %264 ], [ 2, %264 ], [ 2, %264 ], [ 2, %264 ], [ 2, %264 ], [ 2, %264 ], [ 2, %264 ], [ 2, %264 ]
  %274 = xor i32 %267, %273
  %275 = mul i32 %274, 16777619
  %276 = or i32 %249, 3
  %277 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %276
  %278 = load i8, i8* %277, align 1, !tbaa !12
  switch i8 %278, label %279 [
    i8 32, label %280
    i8 9, label %280
    i8 10, label %280
    i8 44, label %280
    i8 59, label %280
    i8 58, label %280
    i8 46, label %280
    i8 33, label %280
    i8 63, label %280
  ]

279:                                              ; preds = %272
  br label %280

280:                                              ; preds = %279, %272, %272, %272, %272, %272, %272, %272, %272, %272
  %281 = phi i32 [ 0, %279 ], [ 2, %272 ], [ 2, %272 ], [ 2, %272 ], [ 2, %272 ], [ 2, %272 ], [ 2, %272 ], [ 2, %272 ], [ 2, %272 ], [ 2, %272 ]
  %282 = xor i32 %275, %281
  %283 = mul i32 %282, 16777619
  %284 = add nuw nsw i32 %249, 4
  br label %248

285:                                              ; preds = %318, %67
  %286 = phi i32 [ 0, %67 ], [ %321, %318 ]
  %287 = phi i32 [ %70, %67 ], [ %320, %318 ]
  %288 = mul i32 %287, 16777619
  %289 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %286
  %290 = load i8, i8* %289, align 1, !tbaa !12
  switch i8 %290, label %291 [
    i8 32, label %292
    i8 9, label %292
    i8 10, label %292
    i8 44, label %292
    i8 59, label %292
    i8 58, label %292
    i8 46, label %292
    i8 33, label %292
    i8 63, label %292
  ]

291:                                              ; preds = %285
  br label %292

292:                                              ; preds = %285, %285, %285, %285, %285, %285, %285, %285, %285, %291
  %293 = phi i32 [ 0, %291 ], [ 1, %285 ], [ 1, %285 ], [ 1, %285 ], [ 1, %285 ], [ 1, %285 ], [ 1, %285 ], [ 1, %285 ], [ 1, %285 ], [ 1, %285 ]
  %294 = xor i32 %288, %293
  %295 = mul i32 %294, 16777619
  %296 = or i32 %286, 1
  %297 = icmp eq i32 %296, 65
  br i1 %297, label %100, label %298, !llvm.loop !13

298:                                              ; preds = %292
  %299 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %296
  %300 = load i8, i8* %299, align 1, !tbaa !12
  switch i8 %300, label %301 [
    i8 32, label %302
    i8 9, label %302
    i8 10, label %302
    i8 44, label %302
    i8 59, label %302
    i8 58, label %302
    i8 46, label %302
    i8 33, label %302
    i8 63, label %302
  ]

301:                                              ; preds = %298
  br label %302

302:                                              ; preds = %301, %298, %298, %298, %298, %298, %298, %298, %298, %298
  %303 = phi i32 [ 0, %301 ], [ 1, %298 ], [ 1, %298 ], [ 1, %298 ], [ 1, %298 ], [ 1, %298 ], [ 1, %298 ], [ 1, %298 ], [ 1, %298 ], [ 1, %298 ]
  %304 = xor i32 %295, %303
  %305 = mul i32 %304, 16777619
  %306 = or i32 %286, 2
  %307 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %306
  %308 = load i8, i8* %307, align 1, !tbaa !12
  switch i8 %308, label %309 [
    i8 32, label %310
    i8 9, label %310
    i8 10, label %310
    i8 44, label %310
    i8 59, label %310
    i8 58, label %310
    i8 46, label %310
    i8 33, label %310
    i8 63, label %310
  ]

309:                                              ; preds = %302
  br label %310

310:                                              ; preds = %309, %302, %302, %302, %302, %302, %302, %302, %302, %302
  %311 = phi i32 [ 0, %309 ], [ 1, %302 ], [ 1, %302 ], [ 1, %302 ], [ 1, %302 ], [ 1, %302 ], [ 1, %302 ], [ 1, %302 ], [ 1, %302 ], [ 1, %302 ]
  %312 = xor i32 %305, %311
  %313 = mul i32 %312, 16777619
  %314 = or i32 %286, 3
  %315 = getelementptr inbounds [66 x i8], [66 x i8]* @text, i32 0, i32 %314
  %316 = load i8, i8* %315, align 1, !tbaa !12
  switch i8 %316, label %317 [
    i8 32, label %318
    i8 9, label %318
    i8 10, label %318
    i8 44, label %318
    i8 59, label %318
    i8 58, label %318
    i8 46, label %318
    i8 33, label %318
    i8 63, label %318
  ]

317:                                              ; preds = %310
  br label %318

318:                                              ; preds = %317, %310, %310, %310, %310, %310, %310, %310, %310, %310
  %319 = phi i32 [ 0, %317 ], [ 1, %310 ], [ 1, %310 ], [ 1, %310 ], [ 1, %310 ], [ 1, %310 ], [ 1, %310 ], [ 1, %310 ], [ 1, %310 ], [ 1, %310 ]
  %320 = xor i32 %313, %319
  %321 = add nuw nsw i32 %286, 4
  br label %285

322:                                              ; preds = %254
  %323 = xor i32 %257, 1
  %324 = mul i32 %323, 16777619
  %325 = xor i32 %324, 2
  %326 = mul i32 %325, 16777619
  %327 = xor i32 %326, 3
  %328 = mul i32 %327, 16777619
  %329 = xor i32 %328, 4
  %330 = mul i32 %329, 16777619
  %331 = xor i32 %330, 5
  %332 = mul i32 %331, 16777619
  %333 = xor i32 %332, 6
  %334 = mul i32 %333, 1185368003
  store i32 %334, i32* @h, align 4, !tbaa !3
  %335 = and i32 %334, 2147483647
  ret i32 %335
}

attributes #0 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = !{!5, !5, i64 0}
!13 = distinct !{!13, !8}
