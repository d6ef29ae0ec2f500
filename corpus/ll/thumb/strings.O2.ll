; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@main.src = internal constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 1
@text = internal global [128 x i8] zeroinitializer, align 1
@main.needles = internal unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i32 0, i32 0)], align 4
@.str = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"fox\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"dog\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"lazy dog\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"cat\00", align 1
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"quick brown\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"g\00", align 1
@scratch = internal global [160 x i8] zeroinitializer, align 1
@main.nums = internal unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i32 0, i32 0)], align 4
@.str.8 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"42\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"-17\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"  +2024\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"-2147483647\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"123abc\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"   -0\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"99999\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"abd\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"\80\00", align 1
@.str.19 = private unnamed_addr constant [2 x i8] c"\7F\00", align 1
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i8* @memcpy(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i32 0, i32 0), i32 noundef 44) #2
  %2 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0)) #2
  %3 = icmp eq i32 %2, 43
  br i1 %3, label %5, label %4

4:                                                ; preds = %0
  tail call void @abort() #2
  br label %5

5:                                                ; preds = %4, %0
  %6 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0)) #2
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %84, label %8

8:                                                ; preds = %5
  %9 = getelementptr inbounds [128 x i8], [128 x i8]* @text, i32 0, i32 %6
  %10 = getelementptr inbounds i8, i8* %9, i32 -1
  %11 = icmp ugt i8* %10, getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0)
  br i1 %11, label %12, label %38

12:                                               ; preds = %8, %32
  %13 = phi i8* [ %35, %32 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %8 ]
  %14 = phi i8* [ %36, %32 ], [ %10, %8 ]
  %15 = load i8, i8* %13, align 1, !tbaa !7
  %16 = load i8, i8* %14, align 1, !tbaa !7
  %17 = getelementptr inbounds i8, i8* %13, i32 1
  store i8 %16, i8* %13, align 1, !tbaa !7
  %18 = getelementptr inbounds i8, i8* %14, i32 -1
  store i8 %15, i8* %14, align 1, !tbaa !7
  %19 = icmp ult i8* %17, %18
  br i1 %19, label %20, label %38, !llvm.loop !10

20:                                               ; preds = %12
  %21 = load i8, i8* %17, align 1, !tbaa !7
  %22 = load i8, i8* %18, align 1, !tbaa !7
  %23 = getelementptr inbounds i8, i8* %13, i32 2
  store i8 %22, i8* %17, align 1, !tbaa !7
  %24 = getelementptr inbounds i8, i8* %14, i32 -2
  store i8 %21, i8* %18, align 1, !tbaa !7
  %25 = icmp ult i8* %23, %24
  br i1 %25, label %26, label %38, !llvm.loop !10

26:                                               ; preds = %20
  %27 = load i8, i8* %23, align 1, !tbaa !7
  %28 = load i8, i8* %24, align 1, !tbaa !7
  %29 = getelementptr inbounds i8, i8* %13, i32 3
  store i8 %28, i8* %23, align 1, !tbaa !7
  %30 = getelementptr inbounds i8, i8* %14, i32 -3
  store i8 %27, i8* %24, align 1, !tbaa !7
  %31 = icmp ult i8* %29, %30
  br i1 %31, label %32, label %38, !llvm.loop !10

32:                                               ; preds = %26
  %33 = load i8, i8* %29, align 1, !tbaa !7
  %34 = load i8, i8* %30, align 1, !tbaa !7
  %35 = getelementptr inbounds i8, i8* %13, i32 4
  store i8 %34, i8* %29, align 1, !tbaa !7
  %36 = getelementptr inbounds i8, i8* %14, i32 -4
  store i8 %33, i8* %30, align 1, !tbaa !7
  %37 = icmp ult i8* %35, %36
  br i1 %37, label %12, label %38, !llvm.loop !10

38:                                               ; preds = %12, %20, %26, %32, %8
  br label %39

39:                                               ; preds = %38, %81
  %40 = phi i8* [ %82, %81 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %38 ]
  %41 = phi i8* [ %83, %81 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %38 ]
  %42 = load i8, i8* %41, align 1, !tbaa !7
  switch i8 %42, label %81 [
    i8 32, label %43
    i8 0, label %43
  ]

43:                                               ; preds = %39, %39
  %44 = icmp ugt i8* %41, %40
  %45 = getelementptr inbounds i8, i8* %41, i32 -1
  %46 = icmp ult i8* %40, %45
  %47 = select i1 %44, i1 %46, i1 false
  br i1 %47, label %48, label %76

48:                                               ; preds = %43, %68
  %49 = phi i8* [ %71, %68 ], [ %40, %43 ]
  %50 = phi i8* [ %72, %68 ], [ %45, %43 ]
  %51 = load i8, i8* %49, align 1, !tbaa !7
  %52 = load i8, i8* %50, align 1, !tbaa !7
  %53 = getelementptr inbounds i8, i8* %49, i32 1
  store i8 %52, i8* %49, align 1, !tbaa !7
  %54 = getelementptr inbounds i8, i8* %50, i32 -1
  store i8 %51, i8* %50, align 1, !tbaa !7
  %55 = icmp ult i8* %53, %54
  br i1 %55, label %56, label %74, !llvm.loop !10

56:                                               ; preds = %48
  %57 = load i8, i8* %53, align 1, !tbaa !7
  %58 = load i8, i8* %54, align 1, !tbaa !7
  %59 = getelementptr inbounds i8, i8* %49, i32 2
  store i8 %58, i8* %53, align 1, !tbaa !7
  %60 = getelementptr inbounds i8, i8* %50, i32 -2
  store i8 %57, i8* %54, align 1, !tbaa !7
  %61 = icmp ult i8* %59, %60
  br i1 %61, label %62, label %74, !llvm.loop !10

62:                                               ; preds = %56
  %63 = load i8, i8* %59, align 1, !tbaa !7
  %64 = load i8, i8* %60, align 1, !tbaa !7
  %65 = getelementptr inbounds i8, i8* %49, i32 3
  store i8 %64, i8* %59, align 1, !tbaa !7
  %66 = getelementptr inbounds i8, i8* %50, i32 -3
  store i8 %63, i8* %60, align 1, !tbaa !7
  %67 = icmp ult i8* %65, %66
  br i1 %67, label %68, label %74, !llvm.loop !10

68:                                               ; preds = %62
  %69 = load i8, i8* %65, align 1, !tbaa !7
  %70 = load i8, i8* %66, align 1, !tbaa !7
  %71 = getelementptr inbounds i8, i8* %49, i32 4
  store i8 %70, i8* %65, align 1, !tbaa !7
  %72 = getelementptr inbounds i8, i8* %50, i32 -4
  store i8 %69, i8* %66, align 1, !tbaa !7
  %73 = icmp ult i8* %71, %72
  br i1 %73, label %48, label %74, !llvm.loop !10

74:                                               ; preds = %68, %62, %56, %48
  %75 = load i8, i8* %41, align 1, !tbaa !7
  br label %76

76:                                               ; preds = %74, %43
  %77 = phi i8 [ %75, %74 ], [ %42, %43 ]
  %78 = icmp eq i8 %77, 0
  br i1 %78, label %84, label %79

79:                                               ; preds = %76
  %80 = getelementptr inbounds i8, i8* %41, i32 1
  br label %81

81:                                               ; preds = %79, %39
  %82 = phi i8* [ %80, %79 ], [ %40, %39 ]
  %83 = getelementptr inbounds i8, i8* %41, i32 1
  br label %39

84:                                               ; preds = %76, %5
  %85 = load i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), align 1, !tbaa !7
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %95, label %87

87:                                               ; preds = %84, %87
  %88 = phi i8 [ %93, %87 ], [ %85, %84 ]
  %89 = phi i8* [ %90, %87 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %84 ]
  %90 = getelementptr inbounds i8, i8* %89, i32 1
  %91 = zext i8 %88 to i32
  %92 = tail call i32 @putchar(i32 noundef %91) #2
  %93 = load i8, i8* %90, align 1, !tbaa !7
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %95, label %87, !llvm.loop !12

95:                                               ; preds = %87, %84
  %96 = tail call i32 @putchar(i32 noundef 10) #2
  %97 = load i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), align 1, !tbaa !7
  %98 = icmp eq i8 %97, 0
  br i1 %98, label %134, label %99

99:                                               ; preds = %95
  %100 = load i32, i32* @h, align 4, !tbaa !13
  br label %101

101:                                              ; preds = %125, %99
  %102 = phi i8 [ %97, %99 ], [ %130, %125 ]
  %103 = phi i8* [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %99 ], [ %126, %125 ]
  %104 = phi i32 [ %100, %99 ], [ %129, %125 ]
  %105 = getelementptr inbounds i8, i8* %103, i32 1
  %106 = zext i8 %102 to i32
  %107 = xor i32 %104, %106
  %108 = mul i32 %107, 16777619
  %109 = load i8, i8* %105, align 1, !tbaa !7
  %110 = icmp eq i8 %109, 0
  br i1 %110, label %132, label %111, !llvm.loop !15

111:                                              ; preds = %101
  %112 = getelementptr inbounds i8, i8* %103, i32 2
  %113 = zext i8 %109 to i32
  %114 = xor i32 %108, %113
  %115 = mul i32 %114, 16777619
  %116 = load i8, i8* %112, align 1, !tbaa !7
  %117 = icmp eq i8 %116, 0
  br i1 %117, label %132, label %118, !llvm.loop !15

118:                                              ; preds = %111
  %119 = getelementptr inbounds i8, i8* %103, i32 3
  %120 = zext i8 %116 to i32
  %121 = xor i32 %115, %120
  %122 = mul i32 %121, 16777619
  %123 = load i8, i8* %119, align 1, !tbaa !7
  %124 = icmp eq i8 %123, 0
  br i1 %124, label %132, label %125, !llvm.loop !15

125:                                              ; preds = %118
  %126 = getelementptr inbounds i8, i8* %103, i32 4
  %127 = zext i8 %123 to i32
  %128 = xor i32 %122, %127
  %129 = mul i32 %128, 16777619
  %130 = load i8, i8* %126, align 1, !tbaa !7
  %131 = icmp eq i8 %130, 0
  br i1 %131, label %132, label %101, !llvm.loop !15

132:                                              ; preds = %125, %118, %111, %101
  %133 = phi i32 [ %108, %101 ], [ %115, %111 ], [ %122, %118 ], [ %129, %125 ]
  store i32 %133, i32* @h, align 4, !tbaa !13
  br label %134

134:                                              ; preds = %95, %132
  %135 = tail call i32 @strlen(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0)) #2
  %136 = icmp eq i32 %135, 0
  br i1 %136, label %213, label %137

137:                                              ; preds = %134
  %138 = getelementptr inbounds [128 x i8], [128 x i8]* @text, i32 0, i32 %135
  %139 = getelementptr inbounds i8, i8* %138, i32 -1
  %140 = icmp ugt i8* %139, getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0)
  br i1 %140, label %141, label %167

141:                                              ; preds = %137, %161
  %142 = phi i8* [ %164, %161 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %137 ]
  %143 = phi i8* [ %165, %161 ], [ %139, %137 ]
  %144 = load i8, i8* %142, align 1, !tbaa !7
  %145 = load i8, i8* %143, align 1, !tbaa !7
  %146 = getelementptr inbounds i8, i8* %142, i32 1
  store i8 %145, i8* %142, align 1, !tbaa !7
  %147 = getelementptr inbounds i8, i8* %143, i32 -1
  store i8 %144, i8* %143, align 1, !tbaa !7
  %148 = icmp ult i8* %146, %147
  br i1 %148, label %149, label %167, !llvm.loop !10

149:                                              ; preds = %141
  %150 = load i8, i8* %146, align 1, !tbaa !7
  %151 = load i8, i8* %147, align 1, !tbaa !7
  %152 = getelementptr inbounds i8, i8* %142, i32 2
  store i8 %151, i8* %146, align 1, !tbaa !7
  %153 = getelementptr inbounds i8, i8* %143, i32 -2
  store i8 %150, i8* %147, align 1, !tbaa !7
  %154 = icmp ult i8* %152, %153
  br i1 %154, label %155, label %167, !llvm.loop !10

155:                                              ; preds = %149
  %156 = load i8, i8* %152, align 1, !tbaa !7
  %157 = load i8, i8* %153, align 1, !tbaa !7
  %158 = getelementptr inbounds i8, i8* %142, i32 3
  store i8 %157, i8* %152, align 1, !tbaa !7
  %159 = getelementptr inbounds i8, i8* %143, i32 -3
  store i8 %156, i8* %153, align 1, !tbaa !7
  %160 = icmp ult i8* %158, %159
  br i1 %160, label %161, label %167, !llvm.loop !10

161:                                              ; preds = %155
  %162 = load i8, i8* %158, align 1, !tbaa !7
  %163 = load i8, i8* %159, align 1, !tbaa !7
  %164 = getelementptr inbounds i8, i8* %142, i32 4
  store i8 %163, i8* %158, align 1, !tbaa !7
  %165 = getelementptr inbounds i8, i8* %143, i32 -4
  store i8 %162, i8* %159, align 1, !tbaa !7
  %166 = icmp ult i8* %164, %165
  br i1 %166, label %141, label %167, !llvm.loop !10

167:                                              ; preds = %141, %149, %155, %161, %137
  br label %168

168:                                              ; preds = %167, %210
  %169 = phi i8* [ %211, %210 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %167 ]
  %170 = phi i8* [ %212, %210 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %167 ]
  %171 = load i8, i8* %170, align 1, !tbaa !7
  switch i8 %171, label %210 [
    i8 32, label %172
    i8 0, label %172
  ]

172:                                              ; preds = %168, %168
  %173 = icmp ugt i8* %170, %169
  %174 = getelementptr inbounds i8, i8* %170, i32 -1
  %175 = icmp ult i8* %169, %174
  %176 = select i1 %173, i1 %175, i1 false
  br i1 %176, label %177, label %205

177:                                              ; preds = %172, %197
  %178 = phi i8* [ %200, %197 ], [ %169, %172 ]
  %179 = phi i8* [ %201, %197 ], [ %174, %172 ]
  %180 = load i8, i8* %178, align 1, !tbaa !7
  %181 = load i8, i8* %179, align 1, !tbaa !7
  %182 = getelementptr inbounds i8, i8* %178, i32 1
  store i8 %181, i8* %178, align 1, !tbaa !7
  %183 = getelementptr inbounds i8, i8* %179, i32 -1
  store i8 %180, i8* %179, align 1, !tbaa !7
  %184 = icmp ult i8* %182, %183
  br i1 %184, label %185, label %203, !llvm.loop !10

185:                                              ; preds = %177
  %186 = load i8, i8* %182, align 1, !tbaa !7
  %187 = load i8, i8* %183, align 1, !tbaa !7
  %188 = getelementptr inbounds i8, i8* %178, i32 2
  store i8 %187, i8* %182, align 1, !tbaa !7
  %189 = getelementptr inbounds i8, i8* %179, i32 -2
  store i8 %186, i8* %183, align 1, !tbaa !7
  %190 = icmp ult i8* %188, %189
  br i1 %190, label %191, label %203, !llvm.loop !10

191:                                              ; preds = %185
  %192 = load i8, i8* %188, align 1, !tbaa !7
  %193 = load i8, i8* %189, align 1, !tbaa !7
  %194 = getelementptr inbounds i8, i8* %178, i32 3
  store i8 %193, i8* %188, align 1, !tbaa !7
  %195 = getelementptr inbounds i8, i8* %179, i32 -3
  store i8 %192, i8* %189, align 1, !tbaa !7
  %196 = icmp ult i8* %194, %195
  br i1 %196, label %197, label %203, !llvm.loop !10

197:                                              ; preds = %191
  %198 = load i8, i8* %194, align 1, !tbaa !7
  %199 = load i8, i8* %195, align 1, !tbaa !7
  %200 = getelementptr inbounds i8, i8* %178, i32 4
  store i8 %199, i8* %194, align 1, !tbaa !7
  %201 = getelementptr inbounds i8, i8* %179, i32 -4
  store i8 %198, i8* %195, align 1, !tbaa !7
  %202 = icmp ult i8* %200, %201
  br i1 %202, label %177, label %203, !llvm.loop !10

203:                                              ; preds = %197, %191, %185, %177
  %204 = load i8, i8* %170, align 1, !tbaa !7
  br label %205

205:                                              ; preds = %203, %172
  %206 = phi i8 [ %204, %203 ], [ %171, %172 ]
  %207 = icmp eq i8 %206, 0
  br i1 %207, label %213, label %208

208:                                              ; preds = %205
  %209 = getelementptr inbounds i8, i8* %170, i32 1
  br label %210

210:                                              ; preds = %208, %168
  %211 = phi i8* [ %209, %208 ], [ %169, %168 ]
  %212 = getelementptr inbounds i8, i8* %170, i32 1
  br label %168

213:                                              ; preds = %205, %134
  %214 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i32 0, i32 0), i32 noundef 44) #2
  %215 = icmp eq i32 %214, 0
  br i1 %215, label %216, label %217

216:                                              ; preds = %217, %213
  br label %320

217:                                              ; preds = %213
  tail call void @abort() #2
  br label %216

218:                                              ; preds = %312, %218
  %219 = phi i8 [ %224, %218 ], [ %318, %312 ]
  %220 = phi i8* [ %221, %218 ], [ getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 0), %312 ]
  %221 = getelementptr inbounds i8, i8* %220, i32 1
  %222 = zext i8 %219 to i32
  %223 = tail call i32 @putchar(i32 noundef %222) #2
  %224 = load i8, i8* %221, align 1, !tbaa !7
  %225 = icmp eq i8 %224, 0
  br i1 %225, label %226, label %218, !llvm.loop !12

226:                                              ; preds = %218, %312
  %227 = tail call i32 @putchar(i32 noundef 10) #2
  %228 = load i8, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 0), align 1, !tbaa !7
  %229 = icmp eq i8 %228, 0
  br i1 %229, label %265, label %230

230:                                              ; preds = %226
  %231 = load i32, i32* @h, align 4, !tbaa !13
  br label %232

232:                                              ; preds = %256, %230
  %233 = phi i8 [ %228, %230 ], [ %261, %256 ]
  %234 = phi i8* [ getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 0), %230 ], [ %257, %256 ]
  %235 = phi i32 [ %231, %230 ], [ %260, %256 ]
  %236 = getelementptr inbounds i8, i8* %234, i32 1
  %237 = zext i8 %233 to i32
  %238 = xor i32 %235, %237
  %239 = mul i32 %238, 16777619
  %240 = load i8, i8* %236, align 1, !tbaa !7
  %241 = icmp eq i8 %240, 0
  br i1 %241, label %263, label %242, !llvm.loop !15

242:                                              ; preds = %232
  %243 = getelementptr inbounds i8, i8* %234, i32 2
  %244 = zext i8 %240 to i32
  %245 = xor i32 %239, %244
  %246 = mul i32 %245, 16777619
  %247 = load i8, i8* %243, align 1, !tbaa !7
  %248 = icmp eq i8 %247, 0
  br i1 %248, label %263, label %249, !llvm.loop !15

249:                                              ; preds = %242
  %250 = getelementptr inbounds i8, i8* %234, i32 3
  %251 = zext i8 %247 to i32
  %252 = xor i32 %246, %251
  %253 = mul i32 %252, 16777619
  %254 = load i8, i8* %250, align 1, !tbaa !7
  %255 = icmp eq i8 %254, 0
  br i1 %255, label %263, label %256, !llvm.loop !15

256:                                              ; preds = %249
  %257 = getelementptr inbounds i8, i8* %234, i32 4
  %258 = zext i8 %254 to i32
  %259 = xor i32 %253, %258
  %260 = mul i32 %259, 16777619
  %261 = load i8, i8* %257, align 1, !tbaa !7
  %262 = icmp eq i8 %261, 0
  br i1 %262, label %263, label %232, !llvm.loop !15

263:                                              ; preds = %256, %249, %242, %232
  %264 = phi i32 [ %239, %232 ], [ %246, %242 ], [ %253, %249 ], [ %260, %256 ]
  store i32 %264, i32* @h, align 4, !tbaa !13
  br label %265

265:                                              ; preds = %226, %263
  br label %345

266:                                              ; preds = %336, %282
  %267 = phi i32 [ %287, %282 ], [ 0, %336 ]
  %268 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.needles, i32 0, i32 %267
  %269 = load i8*, i8** %268, align 4, !tbaa !16
  %270 = tail call i32 @strlen(i8* noundef nonnull getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 1)) #2
  %271 = tail call i32 @strlen(i8* noundef %269) #2
  %272 = icmp ugt i32 %271, %270
  br i1 %272, label %282, label %273

273:                                              ; preds = %266, %278
  %274 = phi i32 [ %279, %278 ], [ 0, %266 ]
  %275 = getelementptr inbounds i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 1), i32 %274
  %276 = tail call i32 @memcmp(i8* noundef nonnull %275, i8* noundef %269, i32 noundef %271) #2
  %277 = icmp eq i32 %276, 0
  br i1 %277, label %282, label %278

278:                                              ; preds = %273
  %279 = add i32 %274, 1
  %280 = add i32 %279, %271
  %281 = icmp ugt i32 %280, %270
  br i1 %281, label %282, label %273, !llvm.loop !18

282:                                              ; preds = %273, %278, %266
  %283 = phi i32 [ -1, %266 ], [ -1, %278 ], [ %274, %273 ]
  %284 = load i32, i32* @h, align 4, !tbaa !13
  %285 = xor i32 %284, %283
  %286 = mul i32 %285, 16777619
  store i32 %286, i32* @h, align 4, !tbaa !13
  %287 = add nuw nsw i32 %267, 1
  %288 = icmp eq i32 %287, 8
  br i1 %288, label %289, label %266, !llvm.loop !19

289:                                              ; preds = %282, %305
  %290 = phi i32 [ %310, %305 ], [ 0, %282 ]
  %291 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.needles, i32 0, i32 %290
  %292 = load i8*, i8** %291, align 4, !tbaa !16
  %293 = tail call i32 @strlen(i8* noundef nonnull getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 2)) #2
  %294 = tail call i32 @strlen(i8* noundef %292) #2
  %295 = icmp ugt i32 %294, %293
  br i1 %295, label %305, label %296

296:                                              ; preds = %289, %301
  %297 = phi i32 [ %302, %301 ], [ 0, %289 ]
  %298 = getelementptr inbounds i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 2), i32 %297
  %299 = tail call i32 @memcmp(i8* noundef nonnull %298, i8* noundef %292, i32 noundef %294) #2
  %300 = icmp eq i32 %299, 0
  br i1 %300, label %305, label %301

301:                                              ; preds = %296
  %302 = add i32 %297, 1
  %303 = add i32 %302, %294
  %304 = icmp ugt i32 %303, %293
  br i1 %304, label %305, label %296, !llvm.loop !18

305:                                              ; preds = %296, %301, %289
  %306 = phi i32 [ -1, %289 ], [ -1, %301 ], [ %297, %296 ]
  %307 = load i32, i32* @h, align 4, !tbaa !13
  %308 = xor i32 %307, %306
  %309 = mul i32 %308, 16777619
  store i32 %309, i32* @h, align 4, !tbaa !13
  %310 = add nuw nsw i32 %290, 1
  %311 = icmp eq i32 %310, 8
  br i1 %311, label %312, label %289, !llvm.loop !19

312:                                              ; preds = %305
  %313 = tail call i8* @memset(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 0), i32 noundef 46, i32 noundef 159) #2
  store i8 0, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 159), align 1, !tbaa !7
  %314 = tail call i8* @memcpy(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 10), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i32 0, i32 0), i32 noundef 20) #2
  %315 = tail call i8* @memmove(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 15), i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 10), i32 noundef 20) #2
  %316 = tail call i8* @memmove(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 5), i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 12), i32 noundef 25) #2
  %317 = tail call i8* @memset(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 40), i32 noundef 120, i32 noundef 7) #2
  store i8 0, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 60), align 1, !tbaa !7
  %318 = load i8, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 0), align 1, !tbaa !7
  %319 = icmp eq i8 %318, 0
  br i1 %319, label %226, label %218

320:                                              ; preds = %216, %336
  %321 = phi i32 [ %341, %336 ], [ 0, %216 ]
  %322 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.needles, i32 0, i32 %321
  %323 = load i8*, i8** %322, align 4, !tbaa !16
  %324 = tail call i32 @strlen(i8* noundef nonnull getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0)) #2
  %325 = tail call i32 @strlen(i8* noundef %323) #2
  %326 = icmp ugt i32 %325, %324
  br i1 %326, label %336, label %327

327:                                              ; preds = %320, %332
  %328 = phi i32 [ %333, %332 ], [ 0, %320 ]
  %329 = getelementptr inbounds [128 x i8], [128 x i8]* @text, i32 0, i32 %328
  %330 = tail call i32 @memcmp(i8* noundef nonnull %329, i8* noundef %323, i32 noundef %325) #2
  %331 = icmp eq i32 %330, 0
  br i1 %331, label %336, label %332

332:                                              ; preds = %327
  %333 = add i32 %328, 1
  %334 = add i32 %333, %325
  %335 = icmp ugt i32 %334, %324
  br i1 %335, label %336, label %327, !llvm.loop !18

336:                                              ; preds = %327, %332, %320
  %337 = phi i32 [ -1, %320 ], [ -1, %332 ], [ %328, %327 ]
  %338 = load i32, i32* @h, align 4, !tbaa !13
  %339 = xor i32 %338, %337
  %340 = mul i32 %339, 16777619
  store i32 %340, i32* @h, align 4, !tbaa !13
  %341 = add nuw nsw i32 %321, 1
  %342 = icmp eq i32 %341, 8
  br i1 %342, label %266, label %320, !llvm.loop !19

343:                                              ; preds = %435
  %344 = load i32, i32* @h, align 4, !tbaa !13
  br label %457

345:                                              ; preds = %265, %435
  %346 = phi i32 [ %436, %435 ], [ 1, %265 ]
  %347 = tail call i8* @memcpy(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i32 0, i32 0), i32 noundef 44) #2
  %348 = load i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), align 1, !tbaa !7
  %349 = icmp eq i8 %348, 0
  br i1 %349, label %431, label %350

350:                                              ; preds = %345, %367
  %351 = phi i8 [ %369, %367 ], [ %348, %345 ]
  %352 = phi i8* [ %368, %367 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %345 ]
  %353 = zext i8 %351 to i32
  %354 = add i8 %351, -97
  %355 = icmp ult i8 %354, 26
  br i1 %355, label %359, label %356

356:                                              ; preds = %350
  %357 = add i8 %351, -65
  %358 = icmp ult i8 %357, 26
  br i1 %358, label %359, label %367

359:                                              ; preds = %356, %350
  %360 = phi i32 [ -97, %350 ], [ -65, %356 ]
  %361 = phi i8 [ 97, %350 ], [ 65, %356 ]
  %362 = add nuw i32 %346, %353
  %363 = add i32 %362, %360
  %364 = srem i32 %363, 26
  %365 = trunc i32 %364 to i8
  %366 = add nsw i8 %361, %365
  store i8 %366, i8* %352, align 1, !tbaa !7
  br label %367

367:                                              ; preds = %359, %356
  %368 = getelementptr inbounds i8, i8* %352, i32 1
  %369 = load i8, i8* %368, align 1, !tbaa !7
  %370 = icmp eq i8 %369, 0
  br i1 %370, label %371, label %350, !llvm.loop !20

371:                                              ; preds = %367
  %372 = load i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), align 1, !tbaa !7
  %373 = icmp eq i8 %372, 0
  br i1 %373, label %431, label %374

374:                                              ; preds = %371
  %375 = load i32, i32* @h, align 4, !tbaa !13
  br label %376

376:                                              ; preds = %400, %374
  %377 = phi i8 [ %372, %374 ], [ %405, %400 ]
  %378 = phi i8* [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %374 ], [ %401, %400 ]
  %379 = phi i32 [ %375, %374 ], [ %404, %400 ]
  %380 = getelementptr inbounds i8, i8* %378, i32 1
  %381 = zext i8 %377 to i32
  %382 = xor i32 %379, %381
  %383 = mul i32 %382, 16777619
  %384 = load i8, i8* %380, align 1, !tbaa !7
  %385 = icmp eq i8 %384, 0
  br i1 %385, label %407, label %386, !llvm.loop !15

386:                                              ; preds = %376
  %387 = getelementptr inbounds i8, i8* %378, i32 2
  %388 = zext i8 %384 to i32
  %389 = xor i32 %383, %388
  %390 = mul i32 %389, 16777619
  %391 = load i8, i8* %387, align 1, !tbaa !7
  %392 = icmp eq i8 %391, 0
  br i1 %392, label %407, label %393, !llvm.loop !15

393:                                              ; preds = %386
  %394 = getelementptr inbounds i8, i8* %378, i32 3
  %395 = zext i8 %391 to i32
  %396 = xor i32 %390, %395
  %397 = mul i32 %396, 16777619
  %398 = load i8, i8* %394, align 1, !tbaa !7
  %399 = icmp eq i8 %398, 0
  br i1 %399, label %407, label %400, !llvm.loop !15

400:                                              ; preds = %393
  %401 = getelementptr inbounds i8, i8* %378, i32 4
  %402 = zext i8 %398 to i32
  %403 = xor i32 %397, %402
  %404 = mul i32 %403, 16777619
  %405 = load i8, i8* %401, align 1, !tbaa !7
  %406 = icmp eq i8 %405, 0
  br i1 %406, label %407, label %376, !llvm.loop !15

407:                                              ; preds = %400, %393, %386, %376
  %408 = phi i32 [ %383, %376 ], [ %390, %386 ], [ %397, %393 ], [ %404, %400 ]
  store i32 %408, i32* @h, align 4, !tbaa !13
  %409 = sub nuw nsw i32 26, %346
  br label %410

410:                                              ; preds = %407, %427
  %411 = phi i8 [ %429, %427 ], [ %372, %407 ]
  %412 = phi i8* [ %428, %427 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %407 ]
  %413 = zext i8 %411 to i32
  %414 = add i8 %411, -97
  %415 = icmp ult i8 %414, 26
  br i1 %415, label %419, label %416

416:                                              ; preds = %410
  %417 = add i8 %411, -65
  %418 = icmp ult i8 %417, 26
  br i1 %418, label %419, label %427

419:                                              ; preds = %416, %410
  %420 = phi i32 [ -97, %410 ], [ -65, %416 ]
  %421 = phi i8 [ 97, %410 ], [ 65, %416 ]
  %422 = add i32 %409, %413
  %423 = add i32 %422, %420
  %424 = srem i32 %423, 26
  %425 = trunc i32 %424 to i8
  %426 = add nsw i8 %421, %425
  store i8 %426, i8* %412, align 1, !tbaa !7
  br label %427

427:                                              ; preds = %419, %416
  %428 = getelementptr inbounds i8, i8* %412, i32 1
  %429 = load i8, i8* %428, align 1, !tbaa !7
  %430 = icmp eq i8 %429, 0
  br i1 %430, label %431, label %410, !llvm.loop !20

431:                                              ; preds = %427, %345, %371
  %432 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i32 0, i32 0), i32 noundef 44) #2
  %433 = icmp eq i32 %432, 0
  br i1 %433, label %435, label %434

434:                                              ; preds = %431
  tail call void @abort() #2
  br label %435

435:                                              ; preds = %431, %434
  %436 = add nuw nsw i32 %346, 3
  %437 = icmp ult i32 %346, 23
  br i1 %437, label %345, label %343, !llvm.loop !21

438:                                              ; preds = %636
  store i32 %640, i32* @h, align 4, !tbaa !13
  %439 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i32 0, i32 0), i32 noundef 3) #2
  %440 = lshr i32 %439, 31
  %441 = load i32, i32* @h, align 4, !tbaa !13
  %442 = xor i32 %441, %440
  %443 = mul i32 %442, 16777619
  store i32 %443, i32* @h, align 4, !tbaa !13
  %444 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0), i32 noundef 3) #2
  %445 = icmp sgt i32 %444, 0
  %446 = zext i1 %445 to i32
  %447 = load i32, i32* @h, align 4, !tbaa !13
  %448 = xor i32 %447, %446
  %449 = mul i32 %448, 16777619
  store i32 %449, i32* @h, align 4, !tbaa !13
  %450 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.19, i32 0, i32 0), i32 noundef 1) #2
  %451 = icmp sgt i32 %450, 0
  %452 = zext i1 %451 to i32
  %453 = load i32, i32* @h, align 4, !tbaa !13
  %454 = xor i32 %453, %452
  %455 = mul i32 %454, 16777619
  store i32 %455, i32* @h, align 4, !tbaa !13
  %456 = and i32 %455, 2147483647
  ret i32 %456

457:                                              ; preds = %636, %343
  %458 = phi i32 [ 0, %343 ], [ %641, %636 ]
  %459 = phi i32 [ %344, %343 ], [ %640, %636 ]
  %460 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.nums, i32 0, i32 %458
  %461 = load i8*, i8** %460, align 4, !tbaa !16
  br label %462

462:                                              ; preds = %474, %457
  %463 = phi i8* [ %461, %457 ], [ %475, %474 ]
  %464 = load i8, i8* %463, align 1, !tbaa !7
  switch i8 %464, label %500 [
    i8 32, label %465
    i8 45, label %482
    i8 43, label %491
  ]

465:                                              ; preds = %462
  %466 = getelementptr inbounds i8, i8* %463, i32 1
  %467 = load i8, i8* %466, align 1, !tbaa !7
  switch i8 %467, label %498 [
    i8 32, label %468
    i8 45, label %480
    i8 43, label %489
  ]

468:                                              ; preds = %465
  %469 = getelementptr inbounds i8, i8* %463, i32 2
  %470 = load i8, i8* %469, align 1, !tbaa !7
  switch i8 %470, label %496 [
    i8 32, label %471
    i8 45, label %478
    i8 43, label %487
  ]

471:                                              ; preds = %468
  %472 = getelementptr inbounds i8, i8* %463, i32 3
  %473 = load i8, i8* %472, align 1, !tbaa !7
  switch i8 %473, label %494 [
    i8 32, label %474
    i8 45, label %476
    i8 43, label %485
  ]

474:                                              ; preds = %471
  %475 = getelementptr inbounds i8, i8* %463, i32 4
  br label %462, !llvm.loop !22

476:                                              ; preds = %471
  %477 = getelementptr inbounds i8, i8* %463, i32 3
  br label %482

478:                                              ; preds = %468
  %479 = getelementptr inbounds i8, i8* %463, i32 2
  br label %482

480:                                              ; preds = %465
  %481 = getelementptr inbounds i8, i8* %463, i32 1
  br label %482

482:                                              ; preds = %462, %480, %478, %476
  %483 = phi i8* [ %477, %476 ], [ %479, %478 ], [ %481, %480 ], [ %463, %462 ]
  %484 = getelementptr inbounds i8, i8* %483, i32 1
  br label %500

485:                                              ; preds = %471
  %486 = getelementptr inbounds i8, i8* %463, i32 3
  br label %491

487:                                              ; preds = %468
  %488 = getelementptr inbounds i8, i8* %463, i32 2
  br label %491

489:                                              ; preds = %465
  %490 = getelementptr inbounds i8, i8* %463, i32 1
  br label %491

491:                                              ; preds = %462, %489, %487, %485
  %492 = phi i8* [ %486, %485 ], [ %488, %487 ], [ %490, %489 ], [ %463, %462 ]
  %493 = getelementptr inbounds i8, i8* %492, i32 1
  br label %500

494:                                              ; preds = %471
  %495 = getelementptr inbounds i8, i8* %463, i32 3
  br label %500

496:                                              ; preds = %468
  %497 = getelementptr inbounds i8, i8* %463, i32 2
  br label %500

498:                                              ; preds = %465
  %499 = getelementptr inbounds i8, i8* %463, i32 1
  br label %500

500:                                              ; preds = %494, %496, %498, %462, %491, %482
  %501 = phi i8* [ %484, %482 ], [ %493, %491 ], [ %495, %494 ], [ %497, %496 ], [ %499, %498 ], [ %463, %462 ]
  %502 = phi i32 [ -1, %482 ], [ 1, %491 ], [ 1, %462 ], [ 1, %498 ], [ 1, %496 ], [ 1, %494 ]
  %503 = load i8, i8* %501, align 1, !tbaa !7
  %504 = add i8 %503, -48
  %505 = icmp ult i8 %504, 10
  br i1 %505, label %506, label %545

506:                                              ; preds = %500, %536
  %507 = phi i8 [ %542, %536 ], [ %503, %500 ]
  %508 = phi i32 [ %541, %536 ], [ 0, %500 ]
  %509 = phi i8* [ %539, %536 ], [ %501, %500 ]
  %510 = zext i8 %507 to i32
  %511 = mul nsw i32 %508, 10
  %512 = getelementptr inbounds i8, i8* %509, i32 1
  %513 = add nsw i32 %510, -48
  %514 = add i32 %513, %511
  %515 = load i8, i8* %512, align 1, !tbaa !7
  %516 = add i8 %515, -48
  %517 = icmp ult i8 %516, 10
  br i1 %517, label %518, label %545, !llvm.loop !23

518:                                              ; preds = %506
  %519 = zext i8 %515 to i32
  %520 = mul nsw i32 %514, 10
  %521 = getelementptr inbounds i8, i8* %509, i32 2
  %522 = add nsw i32 %519, -48
  %523 = add i32 %522, %520
  %524 = load i8, i8* %521, align 1, !tbaa !7
  %525 = add i8 %524, -48
  %526 = icmp ult i8 %525, 10
  br i1 %526, label %527, label %545, !llvm.loop !23

527:                                              ; preds = %518
  %528 = zext i8 %524 to i32
  %529 = mul nsw i32 %523, 10
  %530 = getelementptr inbounds i8, i8* %509, i32 3
  %531 = add nsw i32 %528, -48
  %532 = add i32 %531, %529
  %533 = load i8, i8* %530, align 1, !tbaa !7
  %534 = add i8 %533, -48
  %535 = icmp ult i8 %534, 10
  br i1 %535, label %536, label %545, !llvm.loop !23

536:                                              ; preds = %527
  %537 = zext i8 %533 to i32
  %538 = mul nsw i32 %532, 10
  %539 = getelementptr inbounds i8, i8* %509, i32 4
  %540 = add nsw i32 %537, -48
  %541 = add i32 %540, %538
  %542 = load i8, i8* %539, align 1, !tbaa !7
  %543 = add i8 %542, -48
  %544 = icmp ult i8 %543, 10
  br i1 %544, label %506, label %545, !llvm.loop !23

545:                                              ; preds = %506, %518, %527, %536, %500
  %546 = phi i32 [ 0, %500 ], [ %514, %506 ], [ %523, %518 ], [ %532, %527 ], [ %541, %536 ]
  %547 = mul nsw i32 %546, %502
  %548 = xor i32 %459, %547
  %549 = mul i32 %548, 16777619
  %550 = or i32 %458, 1
  %551 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.nums, i32 0, i32 %550
  %552 = load i8*, i8** %551, align 4, !tbaa !16
  br label %553

553:                                              ; preds = %583, %545
  %554 = phi i8* [ %552, %545 ], [ %584, %583 ]
  %555 = load i8, i8* %554, align 1, !tbaa !7
  switch i8 %555, label %591 [
    i8 32, label %556
    i8 45, label %580
    i8 43, label %571
  ]

556:                                              ; preds = %553
  %557 = getelementptr inbounds i8, i8* %554, i32 1
  %558 = load i8, i8* %557, align 1, !tbaa !7
  switch i8 %558, label %589 [
    i8 32, label %559
    i8 45, label %578
    i8 43, label %569
  ]

559:                                              ; preds = %556
  %560 = getelementptr inbounds i8, i8* %554, i32 2
  %561 = load i8, i8* %560, align 1, !tbaa !7
  switch i8 %561, label %587 [
    i8 32, label %562
    i8 45, label %576
    i8 43, label %567
  ]

562:                                              ; preds = %559
  %563 = getelementptr inbounds i8, i8* %554, i32 3
  %564 = load i8, i8* %563, align 1, !tbaa !7
  switch i8 %564, label %585 [
    i8 32, label %583
    i8 45, label %574
    i8 43, label %565
  ]

565:                                              ; preds = %562
  %566 = getelementptr inbounds i8, i8* %554, i32 3
  br label %571

567:                                              ; preds = %559
  %568 = getelementptr inbounds i8, i8* %554, i32 2
  br label %571

569:                                              ; preds = %556
  %570 = getelementptr inbounds i8, i8* %554, i32 1
  br label %571

571:                                              ; preds = %553, %569, %567, %565
  %572 = phi i8* [ %566, %565 ], [ %568, %567 ], [ %570, %569 ], [ %554, %553 ]
  %573 = getelementptr inbounds i8, i8* %572, i32 1
  br label %591

574:                                              ; preds = %562
  %575 = getelementptr inbounds i8, i8* %554, i32 3
  br label %580

576:                                              ; preds = %559
  %577 = getelementptr inbounds i8, i8* %554, i32 2
  br label %580

578:                                              ; preds = %556
  %579 = getelementptr inbounds i8, i8* %554, i32 1
  br label %580

580:                                              ; preds = %553, %578, %576, %574
  %581 = phi i8* [ %575, %574 ], [ %577, %576 ], [ %579, %578 ], [ %554, %553 ]
  %582 = getelementptr inbounds i8, i8* %581, i32 1
  br label %591

583:                                              ; preds = %562
  %584 = getelementptr inbounds i8, i8* %554, i32 4
  br label %553, !llvm.loop !22

585:                                              ; preds = %562
  %586 = getelementptr inbounds i8, i8* %554, i32 3
  br label %591

587:                                              ; preds = %559
  %588 = getelementptr inbounds i8, i8* %554, i32 2
  br label %591

589:                                              ; preds = %556
  %590 = getelementptr inbounds i8, i8* %554, i32 1
  br label %591

591:                                              ; preds = %585, %587, %589, %553, %580, %571
  %592 = phi i8* [ %582, %580 ], [ %573, %571 ], [ %586, %585 ], [ %588, %587 ], [ %590, %589 ], [ %554, %553 ]
  %593 = phi i32 [ -1, %580 ], [ 1, %571 ], [ 1, %553 ], [ 1, %589 ], [ 1, %587 ], [ 1, %585 ]
  %594 = load i8, i8* %592, align 1, !tbaa !7
  %595 = add i8 %594, -48
  %596 = icmp ult i8 %595, 10
  br i1 %596, label %597, label %636

597:                                              ; preds = %591, %627
  %598 = phi i8 [ %633, %627 ], [ %594, %591 ]
  %599 = phi i32 [ %632, %627 ], [ 0, %591 ]
  %600 = phi i8* [ %630, %627 ], [ %592, %591 ]
  %601 = zext i8 %598 to i32
  %602 = mul nsw i32 %599, 10
  %603 = getelementptr inbounds i8, i8* %600, i32 1
  %604 = add nsw i32 %601, -48
  %605 = add i32 %604, %602
  %606 = load i8, i8* %603, align 1, !tbaa !7
  %607 = add i8 %606, -48
  %608 = icmp ult i8 %607, 10
  br i1 %608, label %609, label %636, !llvm.loop !23

609:                                              ; preds = %597
  %610 = zext i8 %606 to i32
  %611 = mul nsw i32 %605, 10
  %612 = getelementptr inbounds i8, i8* %600, i32 2
  %613 = add nsw i32 %610, -48
  %614 = add i32 %613, %611
  %615 = load i8, i8* %612, align 1, !tbaa !7
  %616 = add i8 %615, -48
  %617 = icmp ult i8 %616, 10
  br i1 %617, label %618, label %636, !llvm.loop !23

618:                                              ; preds = %609
  %619 = zext i8 %615 to i32
  %620 = mul nsw i32 %614, 10
  %621 = getelementptr inbounds i8, i8* %600, i32 3
  %622 = add nsw i32 %619, -48
  %623 = add i32 %622, %620
  %624 = load i8, i8* %621, align 1, !tbaa !7
  %625 = add i8 %624, -48
  %626 = icmp ult i8 %625, 10
  br i1 %626, label %627, label %636, !llvm.loop !23

627:                                              ; preds = %618
  %628 = zext i8 %624 to i32
  %629 = mul nsw i32 %623, 10
  %630 = getelementptr inbounds i8, i8* %600, i32 4
  %631 = add nsw i32 %628, -48
  %632 = add i32 %631, %629
  %633 = load i8, i8* %630, align 1, !tbaa !7
  %634 = add i8 %633, -48
  %635 = icmp ult i8 %634, 10
  br i1 %635, label %597, label %636, !llvm.loop !23

636:                                              ; preds = %597, %609, %618, %627, %591
  %637 = phi i32 [ 0, %591 ], [ %605, %597 ], [ %614, %609 ], [ %623, %618 ], [ %632, %627 ]
  %638 = mul nsw i32 %637, %593
  %639 = xor i32 %549, %638
  %640 = mul i32 %639, 16777619
  %641 = add nuw nsw i32 %458, 2
  %642 = icmp eq i32 %641, 8
  br i1 %642, label %438, label %457, !llvm.loop !24
}

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i32 @strlen(i8* noundef) local_unnamed_addr #1

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i8* @memset(i8* noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i8* @memmove(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !8, i64 0}
!15 = distinct !{!15, !11}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !8, i64 0}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
