; ModuleID = 'sorting.c'
source_filename = "sorting.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

%struct.rec = type { i8, i16 }

@orig = internal global [160 x i32] zeroinitializer, align 4
@recs = internal unnamed_addr global [160 x %struct.rec] zeroinitializer, align 2
@h1 = internal global [160 x i32] zeroinitializer, align 4
@s1 = internal global [160 x i32] zeroinitializer, align 4
@m1 = internal global [160 x i32] zeroinitializer, align 4
@sorted_recs = internal unnamed_addr global [160 x %struct.rec] zeroinitializer, align 2
@shell_sort.gaps = internal unnamed_addr constant [5 x i32] [i32 57, i32 23, i32 10, i32 4, i32 1], align 4
@tmp = internal global [160 x i32] zeroinitializer, align 4
@counting_sort.count = internal unnamed_addr global [257 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %177

1:                                                ; preds = %191
  %2 = call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @h1 to i8*), i8* noundef bitcast ([160 x i32]* @orig to i8*), i32 noundef 640) #3
  %3 = call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @s1 to i8*), i8* noundef bitcast ([160 x i32]* @orig to i8*), i32 noundef 640) #3
  %4 = call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @m1 to i8*), i8* noundef bitcast ([160 x i32]* @orig to i8*), i32 noundef 640) #3
  br label %5

5:                                                ; preds = %36, %1
  %6 = phi i32 [ 79, %1 ], [ %37, %36 ]
  br label %7

7:                                                ; preds = %34, %5
  %8 = phi i32 [ %35, %34 ], [ %6, %5 ]
  %9 = shl nsw i32 %8, 1
  %10 = or i32 %9, 1
  %11 = icmp sgt i32 %10, 159
  br i1 %11, label %36, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %8
  %14 = load i32, i32* %13, align 4, !tbaa !7
  %15 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %10
  %16 = load i32, i32* %15, align 4, !tbaa !7
  %17 = icmp slt i32 %14, %16
  %18 = select i1 %17, i32 %10, i32 %8
  %19 = add i32 %9, 2
  %20 = icmp sgt i32 %19, 159
  br i1 %20, label %28, label %21

21:                                               ; preds = %12
  %22 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %18
  %23 = load i32, i32* %22, align 4, !tbaa !7
  %24 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %19
  %25 = load i32, i32* %24, align 4, !tbaa !7
  %26 = icmp slt i32 %23, %25
  %27 = select i1 %26, i32 %19, i32 %18
  br label %28

28:                                               ; preds = %21, %12
  %29 = phi i32 [ %18, %12 ], [ %27, %21 ]
  %30 = icmp eq i32 %29, %8
  br i1 %30, label %34, label %31

31:                                               ; preds = %28
  %32 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %29
  %33 = load i32, i32* %32, align 4, !tbaa !7
  store i32 %33, i32* %13, align 4, !tbaa !7
  store i32 %14, i32* %32, align 4, !tbaa !7
  br label %34

34:                                               ; preds = %31, %28
  %35 = phi i32 [ %29, %31 ], [ %8, %28 ]
  br i1 %30, label %36, label %7, !llvm.loop !11

36:                                               ; preds = %34, %7
  %37 = add nsw i32 %6, -1
  %38 = icmp eq i32 %6, 0
  br i1 %38, label %39, label %5, !llvm.loop !14

39:                                               ; preds = %36, %74
  %40 = phi i32 [ %44, %74 ], [ 159, %36 ]
  %41 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %40
  %42 = load i32, i32* %41, align 4, !tbaa !7
  %43 = load i32, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 0), align 4, !tbaa !7
  store i32 %43, i32* %41, align 4, !tbaa !7
  store i32 %42, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 0), align 4, !tbaa !7
  %44 = add nsw i32 %40, -1
  br label %45

45:                                               ; preds = %72, %39
  %46 = phi i32 [ 0, %39 ], [ %73, %72 ]
  %47 = shl nsw i32 %46, 1
  %48 = or i32 %47, 1
  %49 = icmp slt i32 %48, %40
  br i1 %49, label %50, label %74

50:                                               ; preds = %45
  %51 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %46
  %52 = load i32, i32* %51, align 4, !tbaa !7
  %53 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %48
  %54 = load i32, i32* %53, align 4, !tbaa !7
  %55 = icmp slt i32 %52, %54
  %56 = select i1 %55, i32 %48, i32 %46
  %57 = add i32 %47, 2
  %58 = icmp slt i32 %57, %40
  br i1 %58, label %59, label %66

59:                                               ; preds = %50
  %60 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %56
  %61 = load i32, i32* %60, align 4, !tbaa !7
  %62 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %57
  %63 = load i32, i32* %62, align 4, !tbaa !7
  %64 = icmp slt i32 %61, %63
  %65 = select i1 %64, i32 %57, i32 %56
  br label %66

66:                                               ; preds = %59, %50
  %67 = phi i32 [ %56, %50 ], [ %65, %59 ]
  %68 = icmp eq i32 %67, %46
  br i1 %68, label %72, label %69

69:                                               ; preds = %66
  %70 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %67
  %71 = load i32, i32* %70, align 4, !tbaa !7
  store i32 %71, i32* %51, align 4, !tbaa !7
  store i32 %52, i32* %70, align 4, !tbaa !7
  br label %72

72:                                               ; preds = %69, %66
  %73 = phi i32 [ %67, %69 ], [ %46, %66 ]
  br i1 %68, label %74, label %45, !llvm.loop !11

74:                                               ; preds = %72, %45
  %75 = icmp ugt i32 %40, 1
  br i1 %75, label %39, label %76, !llvm.loop !15

76:                                               ; preds = %74, %81
  %77 = phi i32 [ %82, %81 ], [ 0, %74 ]
  %78 = getelementptr inbounds [5 x i32], [5 x i32]* @shell_sort.gaps, i32 0, i32 %77
  %79 = load i32, i32* %78, align 4, !tbaa !7
  %80 = call i32 @llvm.smax.i32(i32 %79, i32 159) #4
  br label %84

81:                                               ; preds = %98
  %82 = add nuw nsw i32 %77, 1
  %83 = icmp eq i32 %82, 5
  br i1 %83, label %103, label %76, !llvm.loop !16

84:                                               ; preds = %98, %76
  %85 = phi i32 [ %101, %98 ], [ %79, %76 ]
  %86 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %85
  %87 = load i32, i32* %86, align 4, !tbaa !7
  %88 = icmp slt i32 %85, %79
  br i1 %88, label %98, label %89

89:                                               ; preds = %84, %95
  %90 = phi i32 [ %91, %95 ], [ %85, %84 ]
  %91 = sub nsw i32 %90, %79
  %92 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %91
  %93 = load i32, i32* %92, align 4, !tbaa !7
  %94 = icmp sgt i32 %93, %87
  br i1 %94, label %95, label %98

95:                                               ; preds = %89
  %96 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %90
  store i32 %93, i32* %96, align 4, !tbaa !7
  %97 = icmp slt i32 %91, %79
  br i1 %97, label %98, label %89, !llvm.loop !17

98:                                               ; preds = %95, %89, %84
  %99 = phi i32 [ %85, %84 ], [ %90, %89 ], [ %91, %95 ]
  %100 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i32 0, i32 %99
  store i32 %87, i32* %100, align 4, !tbaa !7
  %101 = add i32 %85, 1
  %102 = icmp eq i32 %85, %80
  br i1 %102, label %81, label %84, !llvm.loop !18

103:                                              ; preds = %81, %110
  %104 = phi i32 [ %105, %110 ], [ 1, %81 ]
  %105 = shl i32 %104, 1
  br label %113

106:                                              ; preds = %165, %153
  %107 = icmp ult i32 %122, 160
  %108 = add i32 %115, %105
  %109 = add i32 %114, %105
  br i1 %107, label %113, label %110, !llvm.loop !19

110:                                              ; preds = %106
  %111 = call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @m1 to i8*), i8* noundef bitcast ([160 x i32]* @tmp to i8*), i32 noundef 640) #3
  %112 = icmp ult i32 %105, 160
  br i1 %112, label %103, label %174, !llvm.loop !20

113:                                              ; preds = %106, %103
  %114 = phi i32 [ %105, %103 ], [ %109, %106 ]
  %115 = phi i32 [ %104, %103 ], [ %108, %106 ]
  %116 = phi i32 [ 0, %103 ], [ %122, %106 ]
  %117 = call i32 @llvm.smin.i32(i32 %114, i32 160) #4
  %118 = call i32 @llvm.smin.i32(i32 %115, i32 160) #4
  %119 = add nsw i32 %116, %104
  %120 = icmp slt i32 %119, 160
  %121 = select i1 %120, i32 %119, i32 160
  %122 = add nsw i32 %116, %105
  %123 = icmp slt i32 %122, 160
  %124 = select i1 %123, i32 %122, i32 160
  %125 = icmp slt i32 %116, %121
  %126 = icmp slt i32 %121, %124
  %127 = select i1 %125, i1 %126, i1 false
  br i1 %127, label %133, label %128

128:                                              ; preds = %133, %113
  %129 = phi i32 [ %116, %113 ], [ %144, %133 ]
  %130 = phi i32 [ %121, %113 ], [ %146, %133 ]
  %131 = phi i32 [ %116, %113 ], [ %148, %133 ]
  %132 = icmp slt i32 %129, %121
  br i1 %132, label %156, label %153

133:                                              ; preds = %113, %133
  %134 = phi i32 [ %148, %133 ], [ %116, %113 ]
  %135 = phi i32 [ %146, %133 ], [ %121, %113 ]
  %136 = phi i32 [ %144, %133 ], [ %116, %113 ]
  %137 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %136
  %138 = load i32, i32* %137, align 4, !tbaa !7
  %139 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %135
  %140 = load i32, i32* %139, align 4, !tbaa !7
  %141 = icmp sgt i32 %138, %140
  %142 = xor i1 %141, true
  %143 = zext i1 %142 to i32
  %144 = add nsw i32 %136, %143
  %145 = zext i1 %141 to i32
  %146 = add nsw i32 %135, %145
  %147 = select i1 %141, i32 %140, i32 %138
  %148 = add nsw i32 %134, 1
  %149 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %134
  store i32 %147, i32* %149, align 4, !tbaa !7
  %150 = icmp slt i32 %144, %121
  %151 = icmp slt i32 %146, %124
  %152 = select i1 %150, i1 %151, i1 false
  br i1 %152, label %133, label %128, !llvm.loop !21

153:                                              ; preds = %156, %128
  %154 = phi i32 [ %131, %128 ], [ %162, %156 ]
  %155 = icmp slt i32 %130, %124
  br i1 %155, label %165, label %106

156:                                              ; preds = %128, %156
  %157 = phi i32 [ %162, %156 ], [ %131, %128 ]
  %158 = phi i32 [ %159, %156 ], [ %129, %128 ]
  %159 = add nsw i32 %158, 1
  %160 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %158
  %161 = load i32, i32* %160, align 4, !tbaa !7
  %162 = add nsw i32 %157, 1
  %163 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %157
  store i32 %161, i32* %163, align 4, !tbaa !7
  %164 = icmp eq i32 %159, %118
  br i1 %164, label %153, label %156, !llvm.loop !22

165:                                              ; preds = %153, %165
  %166 = phi i32 [ %171, %165 ], [ %154, %153 ]
  %167 = phi i32 [ %168, %165 ], [ %130, %153 ]
  %168 = add nsw i32 %167, 1
  %169 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i32 0, i32 %167
  %170 = load i32, i32* %169, align 4, !tbaa !7
  %171 = add nsw i32 %166, 1
  %172 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %166
  store i32 %170, i32* %172, align 4, !tbaa !7
  %173 = icmp eq i32 %168, %117
  br i1 %173, label %106, label %165, !llvm.loop !23

174:                                              ; preds = %110
  %175 = call i32 @memcmp(i8* noundef bitcast ([160 x i32]* @h1 to i8*), i8* noundef bitcast ([160 x i32]* @s1 to i8*), i32 noundef 640) #3
  %176 = icmp eq i32 %175, 0
  br i1 %176, label %199, label %202

177:                                              ; preds = %0, %191
  %178 = phi i32 [ 0, %0 ], [ %197, %191 ]
  %179 = phi i32 [ 2024, %0 ], [ %181, %191 ]
  %180 = mul i32 %179, 1664525
  %181 = add i32 %180, 1013904223
  %182 = lshr i32 %181, 8
  %183 = add nsw i32 %182, -8388608
  %184 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i32 0, i32 %178
  store i32 %183, i32* %184, align 4, !tbaa !7
  %185 = urem i32 %178, 9
  %186 = icmp eq i32 %185, 3
  br i1 %186, label %187, label %191

187:                                              ; preds = %177
  %188 = lshr i32 %178, 1
  %189 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i32 0, i32 %188
  %190 = load i32, i32* %189, align 4, !tbaa !7
  store i32 %190, i32* %184, align 4, !tbaa !7
  br label %191

191:                                              ; preds = %187, %177
  %192 = lshr i32 %181, 27
  %193 = trunc i32 %192 to i8
  %194 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %178, i32 0
  store i8 %193, i8* %194, align 2, !tbaa !24
  %195 = trunc i32 %178 to i16
  %196 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %178, i32 1
  store i16 %195, i16* %196, align 2, !tbaa !27
  %197 = add nuw nsw i32 %178, 1
  %198 = icmp eq i32 %197, 160
  br i1 %198, label %1, label %177, !llvm.loop !28

199:                                              ; preds = %174
  %200 = call i32 @memcmp(i8* noundef bitcast ([160 x i32]* @h1 to i8*), i8* noundef bitcast ([160 x i32]* @m1 to i8*), i32 noundef 640) #3
  %201 = icmp eq i32 %200, 0
  br i1 %201, label %203, label %202

202:                                              ; preds = %199, %174
  call void @abort() #3
  br label %203

203:                                              ; preds = %202, %199
  br label %204

204:                                              ; preds = %203, %204
  %205 = phi i32 [ %207, %204 ], [ 0, %203 ]
  %206 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %205
  store i32 0, i32* %206, align 4, !tbaa !7
  %207 = add nuw nsw i32 %205, 1
  %208 = icmp eq i32 %207, 257
  br i1 %208, label %209, label %204, !llvm.loop !29

209:                                              ; preds = %204, %209
  %210 = phi i32 [ %218, %209 ], [ 0, %204 ]
  %211 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %210, i32 0
  %212 = load i8, i8* %211, align 2, !tbaa !24
  %213 = zext i8 %212 to i32
  %214 = add nuw nsw i32 %213, 1
  %215 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %214
  %216 = load i32, i32* %215, align 4, !tbaa !7
  %217 = add nsw i32 %216, 1
  store i32 %217, i32* %215, align 4, !tbaa !7
  %218 = add nuw nsw i32 %210, 1
  %219 = icmp eq i32 %218, 160
  br i1 %219, label %220, label %209, !llvm.loop !30

220:                                              ; preds = %209
  %221 = load i32, i32* getelementptr inbounds ([257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 0), align 4
  br label %222

222:                                              ; preds = %220, %222
  %223 = phi i32 [ %221, %220 ], [ %227, %222 ]
  %224 = phi i32 [ 1, %220 ], [ %228, %222 ]
  %225 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %224
  %226 = load i32, i32* %225, align 4, !tbaa !7
  %227 = add nsw i32 %226, %223
  store i32 %227, i32* %225, align 4, !tbaa !7
  %228 = add nuw nsw i32 %224, 1
  %229 = icmp eq i32 %228, 257
  br i1 %229, label %230, label %222, !llvm.loop !31

230:                                              ; preds = %222, %230
  %231 = phi i32 [ %243, %230 ], [ 0, %222 ]
  %232 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %231
  %233 = getelementptr inbounds %struct.rec, %struct.rec* %232, i32 0, i32 0
  %234 = load i8, i8* %233, align 2, !tbaa !24
  %235 = zext i8 %234 to i32
  %236 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %235
  %237 = load i32, i32* %236, align 4, !tbaa !7
  %238 = add nsw i32 %237, 1
  store i32 %238, i32* %236, align 4, !tbaa !7
  %239 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %237, i32 0
  %240 = bitcast %struct.rec* %232 to i32*
  %241 = bitcast i8* %239 to i32*
  %242 = load i32, i32* %240, align 2
  store i32 %242, i32* %241, align 2
  %243 = add nuw nsw i32 %231, 1
  %244 = icmp eq i32 %243, 160
  br i1 %244, label %247, label %230, !llvm.loop !32

245:                                              ; preds = %274
  %246 = and i32 %283, 2147483647
  ret i32 %246

247:                                              ; preds = %230, %274
  %248 = phi i32 [ %284, %274 ], [ 0, %230 ]
  %249 = phi i32 [ %283, %274 ], [ -2128831035, %230 ]
  %250 = icmp eq i32 %248, 0
  br i1 %250, label %274, label %251

251:                                              ; preds = %247
  %252 = add nsw i32 %248, -1
  %253 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %252
  %254 = load i32, i32* %253, align 4, !tbaa !7
  %255 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %248
  %256 = load i32, i32* %255, align 4, !tbaa !7
  %257 = icmp sgt i32 %254, %256
  br i1 %257, label %258, label %259

258:                                              ; preds = %251
  call void @abort() #3
  br label %259

259:                                              ; preds = %251, %258
  %260 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %252, i32 0
  %261 = load i8, i8* %260, align 2, !tbaa !24
  %262 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %248, i32 0
  %263 = load i8, i8* %262, align 2, !tbaa !24
  %264 = icmp ugt i8 %261, %263
  br i1 %264, label %273, label %265

265:                                              ; preds = %259
  %266 = icmp eq i8 %261, %263
  br i1 %266, label %267, label %274

267:                                              ; preds = %265
  %268 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %252, i32 1
  %269 = load i16, i16* %268, align 2, !tbaa !27
  %270 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %248, i32 1
  %271 = load i16, i16* %270, align 2, !tbaa !27
  %272 = icmp ugt i16 %269, %271
  br i1 %272, label %273, label %274

273:                                              ; preds = %267, %259
  call void @abort() #3
  br label %274

274:                                              ; preds = %247, %273, %267, %265
  %275 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %248
  %276 = load i32, i32* %275, align 4, !tbaa !7
  %277 = xor i32 %276, %249
  %278 = mul i32 %277, 16777619
  %279 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %248, i32 1
  %280 = load i16, i16* %279, align 2, !tbaa !27
  %281 = zext i16 %280 to i32
  %282 = xor i32 %278, %281
  %283 = mul i32 %282, 16777619
  %284 = add nuw nsw i32 %248, 1
  %285 = icmp eq i32 %284, 160
  br i1 %285, label %245, label %247, !llvm.loop !33
}

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local void @abort() local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
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
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !13}
!17 = distinct !{!17, !12, !13}
!18 = distinct !{!18, !12, !13}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13}
!22 = distinct !{!22, !12, !13}
!23 = distinct !{!23, !12, !13}
!24 = !{!25, !9, i64 0}
!25 = !{!"rec", !9, i64 0, !26, i64 2}
!26 = !{!"short", !9, i64 0}
!27 = !{!25, !26, i64 2}
!28 = distinct !{!28, !12, !13}
!29 = distinct !{!29, !12, !13}
!30 = distinct !{!30, !12, !13}
!31 = distinct !{!31, !12, !13}
!32 = distinct !{!32, !12, !13}
!33 = distinct !{!33, !12, !13}
