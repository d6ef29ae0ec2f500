; ModuleID = 'sieve.c'
source_filename = "sieve.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@composite = internal global [3000 x i8] zeroinitializer, align 1
@bits = internal unnamed_addr global [94 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i8], align 1
  %2 = alloca [10 x i8], align 1
  %3 = alloca [10 x i8], align 1
  %4 = tail call i8* @memset(i8* noundef getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 0), i32 noundef 0, i32 noundef 3000) #3
  store i8 1, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 1), align 1, !tbaa !7
  store i8 1, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 0), align 1, !tbaa !7
  br label %5

5:                                                ; preds = %107, %0
  %6 = phi i32 [ 4, %0 ], [ %109, %107 ]
  %7 = phi i32 [ 2, %0 ], [ %108, %107 ]
  %8 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %7
  %9 = load i8, i8* %8, align 1, !tbaa !7
  %10 = icmp eq i8 %9, 0
  %11 = icmp ult i32 %6, 3000
  %12 = select i1 %10, i1 %11, i1 false
  br i1 %12, label %13, label %30

13:                                               ; preds = %5, %26
  %14 = phi i32 [ %28, %26 ], [ %6, %5 ]
  %15 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %14
  store i8 1, i8* %15, align 1, !tbaa !7
  %16 = add nuw nsw i32 %14, %7
  %17 = icmp ult i32 %16, 3000
  br i1 %17, label %18, label %30, !llvm.loop !10

18:                                               ; preds = %13
  %19 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %16
  store i8 1, i8* %19, align 1, !tbaa !7
  %20 = add nuw nsw i32 %16, %7
  %21 = icmp ult i32 %20, 3000
  br i1 %21, label %22, label %30, !llvm.loop !10

22:                                               ; preds = %18
  %23 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %20
  store i8 1, i8* %23, align 1, !tbaa !7
  %24 = add nuw nsw i32 %20, %7
  %25 = icmp ult i32 %24, 3000
  br i1 %25, label %26, label %30, !llvm.loop !10

26:                                               ; preds = %22
  %27 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %24
  store i8 1, i8* %27, align 1, !tbaa !7
  %28 = add nuw nsw i32 %24, %7
  %29 = icmp ult i32 %28, 3000
  br i1 %29, label %13, label %30, !llvm.loop !10

30:                                               ; preds = %13, %18, %22, %26, %5
  %31 = or i32 %7, 1
  %32 = mul nsw i32 %31, %31
  %33 = icmp eq i32 %31, 55
  br i1 %33, label %113, label %34, !llvm.loop !12

34:                                               ; preds = %30
  %35 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %31
  %36 = load i8, i8* %35, align 1, !tbaa !7
  %37 = icmp eq i8 %36, 0
  %38 = icmp ult i32 %32, 3000
  %39 = select i1 %37, i1 %38, i1 false
  br i1 %39, label %40, label %57

40:                                               ; preds = %34, %53
  %41 = phi i32 [ %55, %53 ], [ %32, %34 ]
  %42 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %41
  store i8 1, i8* %42, align 1, !tbaa !7
  %43 = add nuw nsw i32 %41, %31
  %44 = icmp ult i32 %43, 3000
  br i1 %44, label %45, label %57, !llvm.loop !10

45:                                               ; preds = %40
  %46 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %43
  store i8 1, i8* %46, align 1, !tbaa !7
  %47 = add nuw nsw i32 %43, %31
  %48 = icmp ult i32 %47, 3000
  br i1 %48, label %49, label %57, !llvm.loop !10

49:                                               ; preds = %45
  %50 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %47
  store i8 1, i8* %50, align 1, !tbaa !7
  %51 = add nuw nsw i32 %47, %31
  %52 = icmp ult i32 %51, 3000
  br i1 %52, label %53, label %57, !llvm.loop !10

53:                                               ; preds = %49
  %54 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %51
  store i8 1, i8* %54, align 1, !tbaa !7
  %55 = add nuw nsw i32 %51, %31
  %56 = icmp ult i32 %55, 3000
  br i1 %56, label %40, label %57, !llvm.loop !10

57:                                               ; preds = %40, %45, %49, %53, %34
  %58 = add nuw nsw i32 %7, 2
  %59 = mul nsw i32 %58, %58
  %60 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %58
  %61 = load i8, i8* %60, align 1, !tbaa !7
  %62 = icmp eq i8 %61, 0
  %63 = icmp ult i32 %59, 3000
  %64 = select i1 %62, i1 %63, i1 false
  br i1 %64, label %65, label %82

65:                                               ; preds = %57, %78
  %66 = phi i32 [ %80, %78 ], [ %59, %57 ]
  %67 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %66
  store i8 1, i8* %67, align 1, !tbaa !7
  %68 = add nuw nsw i32 %66, %58
  %69 = icmp ult i32 %68, 3000
  br i1 %69, label %70, label %82, !llvm.loop !10

70:                                               ; preds = %65
  %71 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %68
  store i8 1, i8* %71, align 1, !tbaa !7
  %72 = add nuw nsw i32 %68, %58
  %73 = icmp ult i32 %72, 3000
  br i1 %73, label %74, label %82, !llvm.loop !10

74:                                               ; preds = %70
  %75 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %72
  store i8 1, i8* %75, align 1, !tbaa !7
  %76 = add nuw nsw i32 %72, %58
  %77 = icmp ult i32 %76, 3000
  br i1 %77, label %78, label %82, !llvm.loop !10

78:                                               ; preds = %74
  %79 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %76
  store i8 1, i8* %79, align 1, !tbaa !7
  %80 = add nuw nsw i32 %76, %58
  %81 = icmp ult i32 %80, 3000
  br i1 %81, label %65, label %82, !llvm.loop !10

82:                                               ; preds = %65, %70, %74, %78, %57
  %83 = add nuw nsw i32 %7, 3
  %84 = mul nsw i32 %83, %83
  %85 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %83
  %86 = load i8, i8* %85, align 1, !tbaa !7
  %87 = icmp eq i8 %86, 0
  %88 = icmp ult i32 %84, 3000
  %89 = select i1 %87, i1 %88, i1 false
  br i1 %89, label %90, label %107

90:                                               ; preds = %82, %103
  %91 = phi i32 [ %105, %103 ], [ %84, %82 ]
  %92 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %91
  store i8 1, i8* %92, align 1, !tbaa !7
  %93 = add nuw nsw i32 %91, %83
  %94 = icmp ult i32 %93, 3000
  br i1 %94, label %95, label %107, !llvm.loop !10

95:                                               ; preds = %90
  %96 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %93
  store i8 1, i8* %96, align 1, !tbaa !7
  %97 = add nuw nsw i32 %93, %83
  %98 = icmp ult i32 %97, 3000
  br i1 %98, label %99, label %107, !llvm.loop !10

99:                                               ; preds = %95
  %100 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %97
  store i8 1, i8* %100, align 1, !tbaa !7
  %101 = add nuw nsw i32 %97, %83
  %102 = icmp ult i32 %101, 3000
  br i1 %102, label %103, label %107, !llvm.loop !10

103:                                              ; preds = %99
  %104 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %101
  store i8 1, i8* %104, align 1, !tbaa !7
  %105 = add nuw nsw i32 %101, %83
  %106 = icmp ult i32 %105, 3000
  br i1 %106, label %90, label %107, !llvm.loop !10

107:                                              ; preds = %90, %95, %99, %103, %82
  %108 = add nuw nsw i32 %7, 4
  %109 = mul nsw i32 %108, %108
  br label %5

110:                                              ; preds = %113
  %111 = load i32, i32* getelementptr inbounds ([94 x i32], [94 x i32]* @bits, i32 0, i32 0), align 4, !tbaa !13
  %112 = or i32 %111, 1
  store i32 %112, i32* getelementptr inbounds ([94 x i32], [94 x i32]* @bits, i32 0, i32 0), align 4, !tbaa !13
  br label %210

113:                                              ; preds = %30, %113
  %114 = phi i32 [ %208, %113 ], [ 0, %30 ]
  %115 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %114
  store i32 0, i32* %115, align 4, !tbaa !13
  %116 = add nuw nsw i32 %114, 1
  %117 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %116
  store i32 0, i32* %117, align 4, !tbaa !13
  %118 = add nuw nsw i32 %114, 2
  %119 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %118
  store i32 0, i32* %119, align 4, !tbaa !13
  %120 = add nuw nsw i32 %114, 3
  %121 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %120
  store i32 0, i32* %121, align 4, !tbaa !13
  %122 = add nuw nsw i32 %114, 4
  %123 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %122
  store i32 0, i32* %123, align 4, !tbaa !13
  %124 = add nuw nsw i32 %114, 5
  %125 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %124
  store i32 0, i32* %125, align 4, !tbaa !13
  %126 = add nuw nsw i32 %114, 6
  %127 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %126
  store i32 0, i32* %127, align 4, !tbaa !13
  %128 = add nuw nsw i32 %114, 7
  %129 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %128
  store i32 0, i32* %129, align 4, !tbaa !13
  %130 = add nuw nsw i32 %114, 8
  %131 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %130
  store i32 0, i32* %131, align 4, !tbaa !13
  %132 = add nuw nsw i32 %114, 9
  %133 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %132
  store i32 0, i32* %133, align 4, !tbaa !13
  %134 = add nuw nsw i32 %114, 10
  %135 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %134
  store i32 0, i32* %135, align 4, !tbaa !13
  %136 = add nuw nsw i32 %114, 11
  %137 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %136
  store i32 0, i32* %137, align 4, !tbaa !13
  %138 = add nuw nsw i32 %114, 12
  %139 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %138
  store i32 0, i32* %139, align 4, !tbaa !13
  %140 = add nuw nsw i32 %114, 13
  %141 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %140
  store i32 0, i32* %141, align 4, !tbaa !13
  %142 = add nuw nsw i32 %114, 14
  %143 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %142
  store i32 0, i32* %143, align 4, !tbaa !13
  %144 = add nuw nsw i32 %114, 15
  %145 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %144
  store i32 0, i32* %145, align 4, !tbaa !13
  %146 = add nuw nsw i32 %114, 16
  %147 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %146
  store i32 0, i32* %147, align 4, !tbaa !13
  %148 = add nuw nsw i32 %114, 17
  %149 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %148
  store i32 0, i32* %149, align 4, !tbaa !13
  %150 = add nuw nsw i32 %114, 18
  %151 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %150
  store i32 0, i32* %151, align 4, !tbaa !13
  %152 = add nuw nsw i32 %114, 19
  %153 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %152
  store i32 0, i32* %153, align 4, !tbaa !13
  %154 = add nuw nsw i32 %114, 20
  %155 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %154
  store i32 0, i32* %155, align 4, !tbaa !13
  %156 = add nuw nsw i32 %114, 21
  %157 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %156
  store i32 0, i32* %157, align 4, !tbaa !13
  %158 = add nuw nsw i32 %114, 22
  %159 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %158
  store i32 0, i32* %159, align 4, !tbaa !13
  %160 = add nuw nsw i32 %114, 23
  %161 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %160
  store i32 0, i32* %161, align 4, !tbaa !13
  %162 = add nuw nsw i32 %114, 24
  %163 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %162
  store i32 0, i32* %163, align 4, !tbaa !13
  %164 = add nuw nsw i32 %114, 25
  %165 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %164
  store i32 0, i32* %165, align 4, !tbaa !13
  %166 = add nuw nsw i32 %114, 26
  %167 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %166
  store i32 0, i32* %167, align 4, !tbaa !13
  %168 = add nuw nsw i32 %114, 27
  %169 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %168
  store i32 0, i32* %169, align 4, !tbaa !13
  %170 = add nuw nsw i32 %114, 28
  %171 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %170
  store i32 0, i32* %171, align 4, !tbaa !13
  %172 = add nuw nsw i32 %114, 29
  %173 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %172
  store i32 0, i32* %173, align 4, !tbaa !13
  %174 = add nuw nsw i32 %114, 30
  %175 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %174
  store i32 0, i32* %175, align 4, !tbaa !13
  %176 = add nuw nsw i32 %114, 31
  %177 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %176
  store i32 0, i32* %177, align 4, !tbaa !13
  %178 = add nuw nsw i32 %114, 32
  %179 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %178
  store i32 0, i32* %179, align 4, !tbaa !13
  %180 = add nuw nsw i32 %114, 33
  %181 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %180
  store i32 0, i32* %181, align 4, !tbaa !13
  %182 = add nuw nsw i32 %114, 34
  %183 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %182
  store i32 0, i32* %183, align 4, !tbaa !13
  %184 = add nuw nsw i32 %114, 35
  %185 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %184
  store i32 0, i32* %185, align 4, !tbaa !13
  %186 = add nuw nsw i32 %114, 36
  %187 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %186
  store i32 0, i32* %187, align 4, !tbaa !13
  %188 = add nuw nsw i32 %114, 37
  %189 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %188
  store i32 0, i32* %189, align 4, !tbaa !13
  %190 = add nuw nsw i32 %114, 38
  %191 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %190
  store i32 0, i32* %191, align 4, !tbaa !13
  %192 = add nuw nsw i32 %114, 39
  %193 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %192
  store i32 0, i32* %193, align 4, !tbaa !13
  %194 = add nuw nsw i32 %114, 40
  %195 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %194
  store i32 0, i32* %195, align 4, !tbaa !13
  %196 = add nuw nsw i32 %114, 41
  %197 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %196
  store i32 0, i32* %197, align 4, !tbaa !13
  %198 = add nuw nsw i32 %114, 42
  %199 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %198
  store i32 0, i32* %199, align 4, !tbaa !13
  %200 = add nuw nsw i32 %114, 43
  %201 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %200
  store i32 0, i32* %201, align 4, !tbaa !13
  %202 = add nuw nsw i32 %114, 44
  %203 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %202
  store i32 0, i32* %203, align 4, !tbaa !13
  %204 = add nuw nsw i32 %114, 45
  %205 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %204
  store i32 0, i32* %205, align 4, !tbaa !13
  %206 = add nuw nsw i32 %114, 46
  %207 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %206
  store i32 0, i32* %207, align 4, !tbaa !13
  %208 = add nuw nsw i32 %114, 47
  %209 = icmp eq i32 %208, 94
  br i1 %209, label %110, label %113, !llvm.loop !15

210:                                              ; preds = %323, %110
  %211 = phi i32 [ 9, %110 ], [ %327, %323 ]
  %212 = phi i32 [ 3, %110 ], [ %326, %323 ]
  %213 = phi i32 [ 1, %110 ], [ %324, %323 ]
  %214 = lshr i32 %213, 5
  %215 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %214
  %216 = load i32, i32* %215, align 4, !tbaa !13
  %217 = shl nuw i32 1, %213
  %218 = and i32 %216, %217
  %219 = icmp eq i32 %218, 0
  br i1 %219, label %220, label %266

220:                                              ; preds = %210
  %221 = add nsw i32 %211, -1
  %222 = icmp ult i32 %221, 3000
  br i1 %222, label %223, label %266

223:                                              ; preds = %220
  %224 = lshr exact i32 %221, 1
  br label %225

225:                                              ; preds = %256, %223
  %226 = phi i32 [ %224, %223 ], [ %263, %256 ]
  %227 = and i32 %226, 31
  %228 = shl nuw i32 1, %227
  %229 = lshr i32 %226, 5
  %230 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %229
  %231 = load i32, i32* %230, align 4, !tbaa !13
  %232 = or i32 %231, %228
  store i32 %232, i32* %230, align 4, !tbaa !13
  %233 = add nuw i32 %226, %212
  %234 = shl i32 %233, 1
  %235 = icmp ult i32 %234, 3000
  br i1 %235, label %236, label %266, !llvm.loop !16

236:                                              ; preds = %225
  %237 = and i32 %233, 31
  %238 = shl nuw i32 1, %237
  %239 = lshr i32 %233, 5
  %240 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %239
  %241 = load i32, i32* %240, align 4, !tbaa !13
  %242 = or i32 %241, %238
  store i32 %242, i32* %240, align 4, !tbaa !13
  %243 = add nuw i32 %233, %212
  %244 = shl i32 %243, 1
  %245 = icmp ult i32 %244, 3000
  br i1 %245, label %246, label %266, !llvm.loop !16

246:                                              ; preds = %236
  %247 = and i32 %243, 31
  %248 = shl nuw i32 1, %247
  %249 = lshr i32 %243, 5
  %250 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %249
  %251 = load i32, i32* %250, align 4, !tbaa !13
  %252 = or i32 %251, %248
  store i32 %252, i32* %250, align 4, !tbaa !13
  %253 = add nuw i32 %243, %212
  %254 = shl i32 %253, 1
  %255 = icmp ult i32 %254, 3000
  br i1 %255, label %256, label %266, !llvm.loop !16

256:                                              ; preds = %246
  %257 = and i32 %253, 31
  %258 = shl nuw i32 1, %257
  %259 = lshr i32 %253, 5
  %260 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %259
  %261 = load i32, i32* %260, align 4, !tbaa !13
  %262 = or i32 %261, %258
  store i32 %262, i32* %260, align 4, !tbaa !13
  %263 = add nuw i32 %253, %212
  %264 = shl i32 %263, 1
  %265 = icmp ult i32 %264, 3000
  br i1 %265, label %225, label %266, !llvm.loop !16

266:                                              ; preds = %225, %236, %246, %256, %220, %210
  %267 = add nuw nsw i32 %213, 1
  %268 = shl nuw i32 %267, 1
  %269 = or i32 %268, 1
  %270 = lshr i32 %267, 5
  %271 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %270
  %272 = load i32, i32* %271, align 4, !tbaa !13
  %273 = shl i32 2, %213
  %274 = and i32 %272, %273
  %275 = icmp eq i32 %274, 0
  br i1 %275, label %276, label %323

276:                                              ; preds = %266
  %277 = mul i32 %269, %269
  %278 = add nsw i32 %277, -1
  %279 = icmp ult i32 %278, 3000
  br i1 %279, label %280, label %323

280:                                              ; preds = %276
  %281 = lshr exact i32 %278, 1
  br label %282

282:                                              ; preds = %313, %280
  %283 = phi i32 [ %281, %280 ], [ %320, %313 ]
  %284 = and i32 %283, 31
  %285 = shl nuw i32 1, %284
  %286 = lshr i32 %283, 5
  %287 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %286
  %288 = load i32, i32* %287, align 4, !tbaa !13
  %289 = or i32 %288, %285
  store i32 %289, i32* %287, align 4, !tbaa !13
  %290 = add nuw i32 %283, %269
  %291 = shl i32 %290, 1
  %292 = icmp ult i32 %291, 3000
  br i1 %292, label %293, label %323, !llvm.loop !16

293:                                              ; preds = %282
  %294 = and i32 %290, 31
  %295 = shl nuw i32 1, %294
  %296 = lshr i32 %290, 5
  %297 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %296
  %298 = load i32, i32* %297, align 4, !tbaa !13
  %299 = or i32 %298, %295
  store i32 %299, i32* %297, align 4, !tbaa !13
  %300 = add nuw i32 %290, %269
  %301 = shl i32 %300, 1
  %302 = icmp ult i32 %301, 3000
  br i1 %302, label %303, label %323, !llvm.loop !16

303:                                              ; preds = %293
  %304 = and i32 %300, 31
  %305 = shl nuw i32 1, %304
  %306 = lshr i32 %300, 5
  %307 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %306
  %308 = load i32, i32* %307, align 4, !tbaa !13
  %309 = or i32 %308, %305
  store i32 %309, i32* %307, align 4, !tbaa !13
  %310 = add nuw i32 %300, %269
  %311 = shl i32 %310, 1
  %312 = icmp ult i32 %311, 3000
  br i1 %312, label %313, label %323, !llvm.loop !16

313:                                              ; preds = %303
  %314 = and i32 %310, 31
  %315 = shl nuw i32 1, %314
  %316 = lshr i32 %310, 5
  %317 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %316
  %318 = load i32, i32* %317, align 4, !tbaa !13
  %319 = or i32 %318, %315
  store i32 %319, i32* %317, align 4, !tbaa !13
  %320 = add nuw i32 %310, %269
  %321 = shl i32 %320, 1
  %322 = icmp ult i32 %321, 3000
  br i1 %322, label %282, label %323, !llvm.loop !16

323:                                              ; preds = %282, %293, %303, %313, %276, %266
  %324 = add nuw nsw i32 %213, 2
  %325 = shl nuw i32 %324, 1
  %326 = or i32 %325, 1
  %327 = mul i32 %326, %326
  %328 = icmp eq i32 %324, 27
  br i1 %328, label %329, label %210, !llvm.loop !17

329:                                              ; preds = %323
  %330 = load i8, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 2), align 1, !tbaa !7
  %331 = icmp eq i8 %330, 0
  br i1 %331, label %332, label %366

332:                                              ; preds = %366, %329
  %333 = phi i32 [ 1, %329 ], [ 0, %366 ]
  %334 = phi i32 [ 118251589, %329 ], [ -2128831035, %366 ]
  %335 = load i8, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 3), align 1, !tbaa !7
  %336 = icmp eq i8 %335, 0
  %337 = load i32, i32* getelementptr inbounds ([94 x i32], [94 x i32]* @bits, i32 0, i32 0), align 4, !tbaa !13
  %338 = and i32 %337, 2
  %339 = icmp eq i32 %338, 0
  %340 = xor i1 %336, %339
  br i1 %340, label %341, label %342

341:                                              ; preds = %332
  tail call void @abort() #3
  br label %342

342:                                              ; preds = %341, %332
  br i1 %336, label %343, label %347

343:                                              ; preds = %342
  %344 = add nuw nsw i32 %333, 1
  %345 = xor i32 %334, 3
  %346 = mul i32 %345, 16777619
  br label %347

347:                                              ; preds = %343, %342
  %348 = phi i32 [ %346, %343 ], [ %334, %342 ]
  %349 = phi i32 [ %344, %343 ], [ %333, %342 ]
  %350 = phi i32 [ 1, %343 ], [ 0, %342 ]
  %351 = phi i32 [ 3, %343 ], [ 2, %342 ]
  %352 = load i8, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 4), align 1, !tbaa !7
  %353 = icmp eq i8 %352, 0
  br i1 %353, label %354, label %361

354:                                              ; preds = %347
  tail call void @abort() #3
  %355 = add nsw i32 %349, 1
  %356 = sub nuw nsw i32 4, %351
  %357 = icmp ugt i32 %356, %350
  %358 = select i1 %357, i32 %356, i32 %350
  %359 = xor i32 %348, 4
  %360 = mul i32 %359, 16777619
  br label %361

361:                                              ; preds = %347, %354
  %362 = phi i32 [ %360, %354 ], [ %348, %347 ]
  %363 = phi i32 [ %355, %354 ], [ %349, %347 ]
  %364 = phi i32 [ %358, %354 ], [ %350, %347 ]
  %365 = phi i32 [ 4, %354 ], [ %351, %347 ]
  br label %369

366:                                              ; preds = %329
  tail call void @abort() #3
  br label %332

367:                                              ; preds = %407
  %368 = icmp eq i32 %409, 430
  br i1 %368, label %416, label %415

369:                                              ; preds = %361, %407
  %370 = phi i32 [ %413, %407 ], [ 5, %361 ]
  %371 = phi i32 [ %412, %407 ], [ %365, %361 ]
  %372 = phi i32 [ %411, %407 ], [ %364, %361 ]
  %373 = phi i32 [ %410, %407 ], [ 0, %361 ]
  %374 = phi i32 [ %409, %407 ], [ %363, %361 ]
  %375 = phi i32 [ %408, %407 ], [ %362, %361 ]
  %376 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %370
  %377 = load i8, i8* %376, align 1, !tbaa !7
  %378 = icmp eq i8 %377, 0
  %379 = and i32 %370, 1
  %380 = icmp eq i32 %379, 0
  br i1 %380, label %381, label %382

381:                                              ; preds = %369
  br i1 %378, label %392, label %407

382:                                              ; preds = %369
  %383 = lshr i32 %370, 6
  %384 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %383
  %385 = load i32, i32* %384, align 4, !tbaa !13
  %386 = lshr i32 %370, 1
  %387 = and i32 %386, 31
  %388 = shl nuw i32 1, %387
  %389 = and i32 %385, %388
  %390 = icmp eq i32 %389, 0
  %391 = xor i1 %378, %390
  br i1 %391, label %392, label %393

392:                                              ; preds = %381, %382
  tail call void @abort() #3
  br label %393

393:                                              ; preds = %392, %382
  br i1 %378, label %394, label %407

394:                                              ; preds = %393
  %395 = add nsw i32 %370, -2
  %396 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %395
  %397 = load i8, i8* %396, align 1, !tbaa !7
  %398 = icmp eq i8 %397, 0
  %399 = zext i1 %398 to i32
  %400 = add i32 %373, %399
  %401 = add i32 %374, 1
  %402 = sub i32 %370, %371
  %403 = icmp ugt i32 %402, %372
  %404 = select i1 %403, i32 %402, i32 %372
  %405 = xor i32 %370, %375
  %406 = mul i32 %405, 16777619
  br label %407

407:                                              ; preds = %381, %393, %394
  %408 = phi i32 [ %406, %394 ], [ %375, %393 ], [ %375, %381 ]
  %409 = phi i32 [ %401, %394 ], [ %374, %393 ], [ %374, %381 ]
  %410 = phi i32 [ %400, %394 ], [ %373, %393 ], [ %373, %381 ]
  %411 = phi i32 [ %404, %394 ], [ %372, %393 ], [ %372, %381 ]
  %412 = phi i32 [ %370, %394 ], [ %371, %393 ], [ %371, %381 ]
  %413 = add nuw nsw i32 %370, 1
  %414 = icmp eq i32 %413, 3000
  br i1 %414, label %367, label %369, !llvm.loop !18

415:                                              ; preds = %367
  tail call void @abort() #3
  br label %416

416:                                              ; preds = %415, %367
  %417 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %417) #4
  br label %418

418:                                              ; preds = %445, %416
  %419 = phi i32 [ %409, %416 ], [ %452, %445 ]
  %420 = phi i32 [ 0, %416 ], [ %450, %445 ]
  %421 = freeze i32 %419
  %422 = udiv i32 %421, 10
  %423 = mul i32 %422, 10
  %424 = sub i32 %421, %423
  %425 = trunc i32 %424 to i8
  %426 = or i8 %425, 48
  %427 = or i32 %420, 1
  %428 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %420
  store i8 %426, i8* %428, align 1, !tbaa !7
  %429 = icmp ult i32 %419, 10
  br i1 %429, label %454, label %430, !llvm.loop !20

430:                                              ; preds = %418
  %431 = urem i32 %422, 10
  %432 = trunc i32 %431 to i8
  %433 = or i8 %432, 48
  %434 = or i32 %420, 2
  %435 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %427
  store i8 %433, i8* %435, align 1, !tbaa !7
  %436 = icmp ult i32 %419, 100
  br i1 %436, label %454, label %437, !llvm.loop !20

437:                                              ; preds = %430
  %438 = udiv i32 %419, 100
  %439 = urem i32 %438, 10
  %440 = trunc i32 %439 to i8
  %441 = or i8 %440, 48
  %442 = or i32 %420, 3
  %443 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %434
  store i8 %441, i8* %443, align 1, !tbaa !7
  %444 = icmp ult i32 %419, 1000
  br i1 %444, label %454, label %445, !llvm.loop !20

445:                                              ; preds = %437
  %446 = udiv i32 %419, 1000
  %447 = urem i32 %446, 10
  %448 = trunc i32 %447 to i8
  %449 = or i8 %448, 48
  %450 = add nuw nsw i32 %420, 4
  %451 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %442
  store i8 %449, i8* %451, align 1, !tbaa !7
  %452 = udiv i32 %419, 10000
  %453 = icmp ult i32 %419, 10000
  br i1 %453, label %454, label %418, !llvm.loop !20

454:                                              ; preds = %445, %437, %430, %418
  %455 = phi i32 [ %427, %418 ], [ %434, %430 ], [ %442, %437 ], [ %450, %445 ]
  br label %456

456:                                              ; preds = %454, %456
  %457 = phi i32 [ %458, %456 ], [ %455, %454 ]
  %458 = add nsw i32 %457, -1
  %459 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %458
  %460 = load i8, i8* %459, align 1, !tbaa !7
  %461 = zext i8 %460 to i32
  %462 = tail call i32 @putchar(i32 noundef %461) #3
  %463 = icmp eq i32 %458, 0
  br i1 %463, label %464, label %456, !llvm.loop !21

464:                                              ; preds = %456
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %417) #4
  %465 = tail call i32 @putchar(i32 noundef 32) #3
  %466 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %466) #4
  br label %467

467:                                              ; preds = %494, %464
  %468 = phi i32 [ %410, %464 ], [ %501, %494 ]
  %469 = phi i32 [ 0, %464 ], [ %499, %494 ]
  %470 = freeze i32 %468
  %471 = udiv i32 %470, 10
  %472 = mul i32 %471, 10
  %473 = sub i32 %470, %472
  %474 = trunc i32 %473 to i8
  %475 = or i8 %474, 48
  %476 = or i32 %469, 1
  %477 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %469
  store i8 %475, i8* %477, align 1, !tbaa !7
  %478 = icmp ult i32 %468, 10
  br i1 %478, label %503, label %479, !llvm.loop !20

479:                                              ; preds = %467
  %480 = urem i32 %471, 10
  %481 = trunc i32 %480 to i8
  %482 = or i8 %481, 48
  %483 = or i32 %469, 2
  %484 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %476
  store i8 %482, i8* %484, align 1, !tbaa !7
  %485 = icmp ult i32 %468, 100
  br i1 %485, label %503, label %486, !llvm.loop !20

486:                                              ; preds = %479
  %487 = udiv i32 %468, 100
  %488 = urem i32 %487, 10
  %489 = trunc i32 %488 to i8
  %490 = or i8 %489, 48
  %491 = or i32 %469, 3
  %492 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %483
  store i8 %490, i8* %492, align 1, !tbaa !7
  %493 = icmp ult i32 %468, 1000
  br i1 %493, label %503, label %494, !llvm.loop !20

494:                                              ; preds = %486
  %495 = udiv i32 %468, 1000
  %496 = urem i32 %495, 10
  %497 = trunc i32 %496 to i8
  %498 = or i8 %497, 48
  %499 = add nuw nsw i32 %469, 4
  %500 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %491
  store i8 %498, i8* %500, align 1, !tbaa !7
  %501 = udiv i32 %468, 10000
  %502 = icmp ult i32 %468, 10000
  br i1 %502, label %503, label %467, !llvm.loop !20

503:                                              ; preds = %494, %486, %479, %467
  %504 = phi i32 [ %476, %467 ], [ %483, %479 ], [ %491, %486 ], [ %499, %494 ]
  br label %505

505:                                              ; preds = %503, %505
  %506 = phi i32 [ %507, %505 ], [ %504, %503 ]
  %507 = add nsw i32 %506, -1
  %508 = getelementptr inbounds [10 x i8], [10 x i8]* %2, i32 0, i32 %507
  %509 = load i8, i8* %508, align 1, !tbaa !7
  %510 = zext i8 %509 to i32
  %511 = tail call i32 @putchar(i32 noundef %510) #3
  %512 = icmp eq i32 %507, 0
  br i1 %512, label %513, label %505, !llvm.loop !21

513:                                              ; preds = %505
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %466) #4
  %514 = tail call i32 @putchar(i32 noundef 32) #3
  %515 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %515) #4
  br label %516

516:                                              ; preds = %543, %513
  %517 = phi i32 [ %411, %513 ], [ %550, %543 ]
  %518 = phi i32 [ 0, %513 ], [ %548, %543 ]
  %519 = freeze i32 %517
  %520 = udiv i32 %519, 10
  %521 = mul i32 %520, 10
  %522 = sub i32 %519, %521
  %523 = trunc i32 %522 to i8
  %524 = or i8 %523, 48
  %525 = or i32 %518, 1
  %526 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %518
  store i8 %524, i8* %526, align 1, !tbaa !7
  %527 = icmp ult i32 %517, 10
  br i1 %527, label %552, label %528, !llvm.loop !20

528:                                              ; preds = %516
  %529 = urem i32 %520, 10
  %530 = trunc i32 %529 to i8
  %531 = or i8 %530, 48
  %532 = or i32 %518, 2
  %533 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %525
  store i8 %531, i8* %533, align 1, !tbaa !7
  %534 = icmp ult i32 %517, 100
  br i1 %534, label %552, label %535, !llvm.loop !20

535:                                              ; preds = %528
  %536 = udiv i32 %517, 100
  %537 = urem i32 %536, 10
  %538 = trunc i32 %537 to i8
  %539 = or i8 %538, 48
  %540 = or i32 %518, 3
  %541 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %532
  store i8 %539, i8* %541, align 1, !tbaa !7
  %542 = icmp ult i32 %517, 1000
  br i1 %542, label %552, label %543, !llvm.loop !20

543:                                              ; preds = %535
  %544 = udiv i32 %517, 1000
  %545 = urem i32 %544, 10
  %546 = trunc i32 %545 to i8
  %547 = or i8 %546, 48
  %548 = add nuw nsw i32 %518, 4
  %549 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %540
  store i8 %547, i8* %549, align 1, !tbaa !7
  %550 = udiv i32 %517, 10000
  %551 = icmp ult i32 %517, 10000
  br i1 %551, label %552, label %516, !llvm.loop !20

552:                                              ; preds = %543, %535, %528, %516
  %553 = phi i32 [ %525, %516 ], [ %532, %528 ], [ %540, %535 ], [ %548, %543 ]
  br label %554

554:                                              ; preds = %552, %554
  %555 = phi i32 [ %556, %554 ], [ %553, %552 ]
  %556 = add nsw i32 %555, -1
  %557 = getelementptr inbounds [10 x i8], [10 x i8]* %1, i32 0, i32 %556
  %558 = load i8, i8* %557, align 1, !tbaa !7
  %559 = zext i8 %558 to i32
  %560 = tail call i32 @putchar(i32 noundef %559) #3
  %561 = icmp eq i32 %556, 0
  br i1 %561, label %562, label %554, !llvm.loop !21

562:                                              ; preds = %554
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %515) #4
  %563 = tail call i32 @putchar(i32 noundef 10) #3
  %564 = xor i32 %410, %408
  %565 = shl i32 %411, 16
  %566 = xor i32 %564, %565
  %567 = mul i32 %566, 16777619
  %568 = and i32 %567, 2147483647
  tail call void @exit(i32 noundef %568) #3
  ret i32 0
}

declare dso_local i8* @memset(i8* noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

declare dso_local void @exit(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

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
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11, !19}
!19 = !{!"llvm.loop.peeled.count", i32 3}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
