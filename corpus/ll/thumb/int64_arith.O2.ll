; ModuleID = 'int64_arith.c'
source_filename = "int64_arith.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@vals = internal unnamed_addr constant [15 x i64] [i64 0, i64 1, i64 -1, i64 2147483647, i64 -2147483648, i64 2147483648, i64 4294967295, i64 4294967296, i64 -4294967296, i64 81985529216486895, i64 -81985529216486895, i64 9223372036854775807, i64 -9223372036854775808, i64 1000000007, i64 -999999999999], align 8
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @h, align 4, !tbaa !7
  br label %2

2:                                                ; preds = %0, %8
  %3 = phi i32 [ %1, %0 ], [ %102, %8 ]
  %4 = phi i32 [ 0, %0 ], [ %9, %8 ]
  %5 = getelementptr inbounds [15 x i64], [15 x i64]* @vals, i32 0, i32 %4
  %6 = load i64, i64* %5, align 8, !tbaa !11
  %7 = icmp eq i32 %4, 12
  br label %11

8:                                                ; preds = %101
  %9 = add nuw nsw i32 %4, 1
  %10 = icmp eq i32 %9, 15
  br i1 %10, label %105, label %2, !llvm.loop !13

11:                                               ; preds = %2, %101
  %12 = phi i32 [ %3, %2 ], [ %102, %101 ]
  %13 = phi i32 [ 0, %2 ], [ %103, %101 ]
  %14 = getelementptr inbounds [15 x i64], [15 x i64]* @vals, i32 0, i32 %13
  %15 = load i64, i64* %14, align 8, !tbaa !11
  %16 = icmp sgt i64 %6, %15
  %17 = icmp slt i64 %6, %15
  %18 = sext i1 %17 to i32
  %19 = select i1 %16, i32 2, i32 1
  %20 = add nsw i32 %19, %18
  %21 = icmp ugt i64 %6, %15
  %22 = zext i1 %21 to i32
  %23 = icmp ult i64 %6, %15
  %24 = sext i1 %23 to i32
  %25 = add nsw i32 %24, %22
  %26 = shl nsw i32 %25, 2
  %27 = add nsw i32 %26, 4
  %28 = or i32 %27, %20
  %29 = xor i32 %28, %12
  %30 = mul i32 %29, 16777619
  %31 = add i64 %15, %6
  %32 = trunc i64 %31 to i32
  %33 = xor i32 %30, %32
  %34 = mul i32 %33, 16777619
  %35 = lshr i64 %31, 32
  %36 = trunc i64 %35 to i32
  %37 = xor i32 %34, %36
  %38 = mul i32 %37, 16777619
  %39 = mul i64 %15, %6
  %40 = trunc i64 %39 to i32
  %41 = xor i32 %38, %40
  %42 = mul i32 %41, 16777619
  %43 = lshr i64 %39, 32
  %44 = trunc i64 %43 to i32
  %45 = xor i32 %42, %44
  %46 = mul i32 %45, 16777619
  store i32 %46, i32* @h, align 4, !tbaa !7
  %47 = icmp eq i32 %13, 0
  br i1 %47, label %101, label %48

48:                                               ; preds = %11
  %49 = icmp eq i32 %13, 2
  %50 = select i1 %7, i1 %49, i1 false
  br i1 %50, label %78, label %51

51:                                               ; preds = %48
  %52 = freeze i64 %6
  %53 = freeze i64 %15
  %54 = sdiv i64 %52, %53
  %55 = mul i64 %54, %53
  %56 = sub i64 %52, %55
  %57 = mul i64 %54, %15
  %58 = add i64 %57, %56
  %59 = icmp eq i64 %58, %6
  br i1 %59, label %62, label %60

60:                                               ; preds = %51
  tail call void @abort() #2
  %61 = load i32, i32* @h, align 4, !tbaa !7
  br label %62

62:                                               ; preds = %60, %51
  %63 = phi i32 [ %61, %60 ], [ %46, %51 ]
  %64 = trunc i64 %54 to i32
  %65 = xor i32 %63, %64
  %66 = mul i32 %65, 16777619
  %67 = lshr i64 %54, 32
  %68 = trunc i64 %67 to i32
  %69 = xor i32 %66, %68
  %70 = mul i32 %69, 16777619
  %71 = trunc i64 %56 to i32
  %72 = xor i32 %70, %71
  %73 = mul i32 %72, 16777619
  %74 = lshr i64 %56, 32
  %75 = trunc i64 %74 to i32
  %76 = xor i32 %73, %75
  %77 = mul i32 %76, 16777619
  store i32 %77, i32* @h, align 4, !tbaa !7
  br label %78

78:                                               ; preds = %62, %48
  %79 = phi i32 [ %77, %62 ], [ %46, %48 ]
  %80 = freeze i64 %6
  %81 = freeze i64 %15
  %82 = udiv i64 %80, %81
  %83 = mul i64 %82, %81
  %84 = sub i64 %80, %83
  %85 = mul i64 %82, %15
  %86 = add i64 %85, %84
  %87 = icmp eq i64 %86, %6
  br i1 %87, label %90, label %88

88:                                               ; preds = %78
  tail call void @abort() #2
  %89 = load i32, i32* @h, align 4, !tbaa !7
  br label %90

90:                                               ; preds = %88, %78
  %91 = phi i32 [ %89, %88 ], [ %79, %78 ]
  %92 = shl i64 %84, 1
  %93 = xor i64 %92, %82
  %94 = trunc i64 %93 to i32
  %95 = xor i32 %91, %94
  %96 = mul i32 %95, 16777619
  %97 = lshr i64 %93, 32
  %98 = trunc i64 %97 to i32
  %99 = xor i32 %96, %98
  %100 = mul i32 %99, 16777619
  store i32 %100, i32* @h, align 4, !tbaa !7
  br label %101

101:                                              ; preds = %11, %90
  %102 = phi i32 [ %46, %11 ], [ %100, %90 ]
  %103 = add nuw nsw i32 %13, 1
  %104 = icmp eq i32 %103, 15
  br i1 %104, label %8, label %11, !llvm.loop !15

105:                                              ; preds = %8, %225
  %106 = phi i64 [ %110, %225 ], [ 88172645463325252, %8 ]
  %107 = phi i32 [ %227, %225 ], [ 0, %8 ]
  %108 = phi i32 [ %226, %225 ], [ %102, %8 ]
  %109 = mul i64 %106, 6364136223846793005
  %110 = add i64 %109, 1442695040888963407
  %111 = lshr i64 %110, 32
  %112 = and i64 %110, 4294967295
  %113 = mul nuw i64 %112, %111
  %114 = shl i64 %110, 32
  %115 = ashr exact i64 %114, 32
  %116 = ashr i64 %110, 32
  %117 = mul nsw i64 %115, %116
  %118 = trunc i64 %113 to i32
  %119 = xor i32 %108, %118
  %120 = mul i32 %119, 16777619
  %121 = lshr i64 %113, 32
  %122 = trunc i64 %121 to i32
  %123 = xor i32 %120, %122
  %124 = mul i32 %123, 16777619
  %125 = trunc i64 %117 to i32
  %126 = xor i32 %124, %125
  %127 = mul i32 %126, 16777619
  %128 = lshr i64 %117, 32
  %129 = trunc i64 %128 to i32
  %130 = xor i32 %127, %129
  %131 = mul i32 %130, 16777619
  %132 = lshr i64 %110, 58
  %133 = trunc i64 %132 to i32
  %134 = lshr i64 %110, %132
  %135 = trunc i64 %134 to i32
  %136 = xor i32 %131, %135
  %137 = mul i32 %136, 16777619
  %138 = lshr i64 %134, 32
  %139 = trunc i64 %138 to i32
  %140 = xor i32 %137, %139
  %141 = mul i32 %140, 16777619
  %142 = ashr i64 %110, %132
  %143 = trunc i64 %142 to i32
  %144 = xor i32 %141, %143
  %145 = mul i32 %144, 16777619
  %146 = lshr i64 %142, 32
  %147 = trunc i64 %146 to i32
  %148 = xor i32 %145, %147
  %149 = mul i32 %148, 16777619
  %150 = xor i32 %133, 63
  %151 = zext i32 %150 to i64
  %152 = shl i64 %110, %151
  %153 = trunc i64 %152 to i32
  %154 = xor i32 %149, %153
  %155 = mul i32 %154, 16777619
  %156 = lshr i64 %152, 32
  %157 = trunc i64 %156 to i32
  %158 = xor i32 %155, %157
  %159 = mul i32 %158, 16777619
  %160 = trunc i64 %110 to i32
  %161 = xor i32 %159, %160
  %162 = mul i32 %161, 16777619
  %163 = lshr i64 %115, 32
  %164 = trunc i64 %163 to i32
  %165 = xor i32 %162, %164
  %166 = mul i32 %165, 16777619
  %167 = xor i32 %166, %160
  %168 = mul i32 %167, 637696617
  %169 = and i32 %107, 7
  %170 = icmp eq i32 %169, 0
  br i1 %170, label %171, label %225

171:                                              ; preds = %105
  %172 = lshr i64 %110, 4
  %173 = add nuw nsw i64 %172, 1
  %174 = icmp ugt i64 %110, 31
  %175 = lshr i64 %173, 1
  %176 = icmp ult i64 %175, %172
  %177 = and i1 %174, %176
  %178 = trunc i64 %172 to i32
  %179 = lshr i64 %110, 36
  %180 = trunc i64 %179 to i32
  br i1 %177, label %181, label %218

181:                                              ; preds = %171, %197
  %182 = phi i64 [ %200, %197 ], [ %175, %171 ]
  %183 = udiv i64 %172, %182
  %184 = add nuw i64 %183, %182
  %185 = lshr i64 %184, 1
  %186 = icmp ult i64 %185, %182
  br i1 %186, label %187, label %214, !llvm.loop !16

187:                                              ; preds = %181
  %188 = udiv i64 %172, %185
  %189 = add nuw i64 %188, %185
  %190 = lshr i64 %189, 1
  %191 = icmp ult i64 %190, %185
  br i1 %191, label %192, label %210, !llvm.loop !16

192:                                              ; preds = %187
  %193 = udiv i64 %172, %190
  %194 = add nuw i64 %193, %190
  %195 = lshr i64 %194, 1
  %196 = icmp ult i64 %195, %190
  br i1 %196, label %197, label %206, !llvm.loop !16

197:                                              ; preds = %192
  %198 = udiv i64 %172, %195
  %199 = add nuw i64 %198, %195
  %200 = lshr i64 %199, 1
  %201 = icmp ult i64 %200, %195
  br i1 %201, label %181, label %202, !llvm.loop !16

202:                                              ; preds = %197
  %203 = trunc i64 %195 to i32
  %204 = lshr i64 %194, 33
  %205 = trunc i64 %204 to i32
  br label %218

206:                                              ; preds = %192
  %207 = trunc i64 %190 to i32
  %208 = lshr i64 %189, 33
  %209 = trunc i64 %208 to i32
  br label %218

210:                                              ; preds = %187
  %211 = trunc i64 %185 to i32
  %212 = lshr i64 %184, 33
  %213 = trunc i64 %212 to i32
  br label %218

214:                                              ; preds = %181
  %215 = trunc i64 %182 to i32
  %216 = lshr i64 %182, 32
  %217 = trunc i64 %216 to i32
  br label %218

218:                                              ; preds = %202, %206, %210, %214, %171
  %219 = phi i32 [ %178, %171 ], [ %203, %202 ], [ %207, %206 ], [ %211, %210 ], [ %215, %214 ]
  %220 = phi i32 [ %180, %171 ], [ %205, %202 ], [ %209, %206 ], [ %213, %210 ], [ %217, %214 ]
  %221 = xor i32 %219, %168
  %222 = mul i32 %221, 16777619
  %223 = xor i32 %222, %220
  %224 = mul i32 %223, 16777619
  br label %225

225:                                              ; preds = %218, %105
  %226 = phi i32 [ %224, %218 ], [ %168, %105 ]
  %227 = add nuw nsw i32 %107, 1
  %228 = icmp eq i32 %227, 120
  br i1 %228, label %229, label %105, !llvm.loop !17

229:                                              ; preds = %225, %334
  %230 = phi i64 [ %335, %334 ], [ 1, %225 ]
  %231 = phi i64 [ %336, %334 ], [ 2, %225 ]
  %232 = phi i64 [ %337, %334 ], [ 1000003, %225 ]
  %233 = and i64 %232, 1
  %234 = icmp eq i64 %233, 0
  br i1 %234, label %258, label %235

235:                                              ; preds = %229
  %236 = icmp eq i64 %231, 0
  br i1 %236, label %282, label %237

237:                                              ; preds = %235
  %238 = urem i64 %230, 1000000007
  br label %239

239:                                              ; preds = %250, %237
  %240 = phi i64 [ %251, %250 ], [ 0, %237 ]
  %241 = phi i64 [ %255, %250 ], [ %238, %237 ]
  %242 = phi i64 [ %256, %250 ], [ %231, %237 ]
  %243 = and i64 %242, 1
  %244 = icmp eq i64 %243, 0
  br i1 %244, label %250, label %245

245:                                              ; preds = %239
  %246 = add i64 %241, %240
  %247 = icmp ult i64 %246, 1000000007
  %248 = select i1 %247, i64 0, i64 -1000000007
  %249 = add i64 %248, %246
  br label %250

250:                                              ; preds = %245, %239
  %251 = phi i64 [ %240, %239 ], [ %249, %245 ]
  %252 = shl i64 %241, 1
  %253 = icmp ult i64 %252, 1000000007
  %254 = select i1 %253, i64 0, i64 -1000000007
  %255 = add i64 %254, %252
  %256 = lshr i64 %242, 1
  %257 = icmp ult i64 %242, 2
  br i1 %257, label %258, label %239, !llvm.loop !18

258:                                              ; preds = %250, %229
  %259 = phi i64 [ %230, %229 ], [ %251, %250 ]
  %260 = icmp eq i64 %231, 0
  br i1 %260, label %282, label %261

261:                                              ; preds = %258
  %262 = urem i64 %231, 1000000007
  br label %263

263:                                              ; preds = %274, %261
  %264 = phi i64 [ %275, %274 ], [ 0, %261 ]
  %265 = phi i64 [ %279, %274 ], [ %262, %261 ]
  %266 = phi i64 [ %280, %274 ], [ %231, %261 ]
  %267 = and i64 %266, 1
  %268 = icmp eq i64 %267, 0
  br i1 %268, label %274, label %269

269:                                              ; preds = %263
  %270 = add i64 %265, %264
  %271 = icmp ult i64 %270, 1000000007
  %272 = select i1 %271, i64 0, i64 -1000000007
  %273 = add i64 %272, %270
  br label %274

274:                                              ; preds = %269, %263
  %275 = phi i64 [ %264, %263 ], [ %273, %269 ]
  %276 = shl i64 %265, 1
  %277 = icmp ult i64 %276, 1000000007
  %278 = select i1 %277, i64 0, i64 -1000000007
  %279 = add i64 %278, %276
  %280 = lshr i64 %266, 1
  %281 = icmp ult i64 %266, 2
  br i1 %281, label %282, label %263, !llvm.loop !18

282:                                              ; preds = %274, %258, %235
  %283 = phi i64 [ %259, %258 ], [ 0, %235 ], [ %259, %274 ]
  %284 = phi i64 [ 0, %258 ], [ 0, %235 ], [ %275, %274 ]
  %285 = and i64 %232, 2
  %286 = icmp eq i64 %285, 0
  br i1 %286, label %310, label %287

287:                                              ; preds = %282
  %288 = icmp eq i64 %284, 0
  br i1 %288, label %334, label %289

289:                                              ; preds = %287
  %290 = urem i64 %283, 1000000007
  br label %291

291:                                              ; preds = %302, %289
  %292 = phi i64 [ %303, %302 ], [ 0, %289 ]
  %293 = phi i64 [ %307, %302 ], [ %290, %289 ]
  %294 = phi i64 [ %308, %302 ], [ %284, %289 ]
  %295 = and i64 %294, 1
  %296 = icmp eq i64 %295, 0
  br i1 %296, label %302, label %297

297:                                              ; preds = %291
  %298 = add i64 %293, %292
  %299 = icmp ult i64 %298, 1000000007
  %300 = select i1 %299, i64 0, i64 -1000000007
  %301 = add i64 %300, %298
  br label %302

302:                                              ; preds = %297, %291
  %303 = phi i64 [ %292, %291 ], [ %301, %297 ]
  %304 = shl i64 %293, 1
  %305 = icmp ult i64 %304, 1000000007
  %306 = select i1 %305, i64 0, i64 -1000000007
  %307 = add i64 %306, %304
  %308 = lshr i64 %294, 1
  %309 = icmp ult i64 %294, 2
  br i1 %309, label %310, label %291, !llvm.loop !18

310:                                              ; preds = %302, %282
  %311 = phi i64 [ %283, %282 ], [ %303, %302 ]
  %312 = icmp eq i64 %284, 0
  br i1 %312, label %334, label %313

313:                                              ; preds = %310
  %314 = urem i64 %284, 1000000007
  br label %315

315:                                              ; preds = %326, %313
  %316 = phi i64 [ %327, %326 ], [ 0, %313 ]
  %317 = phi i64 [ %331, %326 ], [ %314, %313 ]
  %318 = phi i64 [ %332, %326 ], [ %284, %313 ]
  %319 = and i64 %318, 1
  %320 = icmp eq i64 %319, 0
  br i1 %320, label %326, label %321

321:                                              ; preds = %315
  %322 = add i64 %317, %316
  %323 = icmp ult i64 %322, 1000000007
  %324 = select i1 %323, i64 0, i64 -1000000007
  %325 = add i64 %324, %322
  br label %326

326:                                              ; preds = %321, %315
  %327 = phi i64 [ %316, %315 ], [ %325, %321 ]
  %328 = shl i64 %317, 1
  %329 = icmp ult i64 %328, 1000000007
  %330 = select i1 %329, i64 0, i64 -1000000007
  %331 = add i64 %330, %328
  %332 = lshr i64 %318, 1
  %333 = icmp ult i64 %318, 2
  br i1 %333, label %334, label %315, !llvm.loop !18

334:                                              ; preds = %326, %310, %287
  %335 = phi i64 [ %311, %310 ], [ 0, %287 ], [ %311, %326 ]
  %336 = phi i64 [ 0, %310 ], [ 0, %287 ], [ %327, %326 ]
  %337 = lshr i64 %232, 2
  %338 = icmp ult i64 %232, 4
  br i1 %338, label %339, label %229, !llvm.loop !19

339:                                              ; preds = %334, %447
  %340 = phi i64 [ %448, %447 ], [ 1, %334 ]
  %341 = phi i64 [ %449, %447 ], [ 123456789, %334 ]
  %342 = phi i64 [ %395, %447 ], [ 65537, %334 ]
  %343 = and i64 %342, 1
  %344 = icmp eq i64 %343, 0
  br i1 %344, label %368, label %345

345:                                              ; preds = %339
  %346 = icmp eq i64 %341, 0
  br i1 %346, label %392, label %347

347:                                              ; preds = %345
  %348 = urem i64 %340, 4611686018427387845
  br label %349

349:                                              ; preds = %360, %347
  %350 = phi i64 [ %361, %360 ], [ 0, %347 ]
  %351 = phi i64 [ %365, %360 ], [ %348, %347 ]
  %352 = phi i64 [ %366, %360 ], [ %341, %347 ]
  %353 = and i64 %352, 1
  %354 = icmp eq i64 %353, 0
  br i1 %354, label %360, label %355

355:                                              ; preds = %349
  %356 = add i64 %351, %350
  %357 = icmp ult i64 %356, 4611686018427387845
  %358 = select i1 %357, i64 0, i64 -4611686018427387845
  %359 = add i64 %358, %356
  br label %360

360:                                              ; preds = %355, %349
  %361 = phi i64 [ %350, %349 ], [ %359, %355 ]
  %362 = shl i64 %351, 1
  %363 = icmp ult i64 %362, 4611686018427387845
  %364 = select i1 %363, i64 0, i64 -4611686018427387845
  %365 = add i64 %364, %362
  %366 = lshr i64 %352, 1
  %367 = icmp ult i64 %352, 2
  br i1 %367, label %368, label %349, !llvm.loop !18

368:                                              ; preds = %360, %339
  %369 = phi i64 [ %340, %339 ], [ %361, %360 ]
  %370 = icmp eq i64 %341, 0
  br i1 %370, label %392, label %371

371:                                              ; preds = %368
  %372 = urem i64 %341, 4611686018427387845
  br label %373

373:                                              ; preds = %384, %371
  %374 = phi i64 [ %385, %384 ], [ 0, %371 ]
  %375 = phi i64 [ %389, %384 ], [ %372, %371 ]
  %376 = phi i64 [ %390, %384 ], [ %341, %371 ]
  %377 = and i64 %376, 1
  %378 = icmp eq i64 %377, 0
  br i1 %378, label %384, label %379

379:                                              ; preds = %373
  %380 = add i64 %375, %374
  %381 = icmp ult i64 %380, 4611686018427387845
  %382 = select i1 %381, i64 0, i64 -4611686018427387845
  %383 = add i64 %382, %380
  br label %384

384:                                              ; preds = %379, %373
  %385 = phi i64 [ %374, %373 ], [ %383, %379 ]
  %386 = shl i64 %375, 1
  %387 = icmp ult i64 %386, 4611686018427387845
  %388 = select i1 %387, i64 0, i64 -4611686018427387845
  %389 = add i64 %388, %386
  %390 = lshr i64 %376, 1
  %391 = icmp ult i64 %376, 2
  br i1 %391, label %392, label %373, !llvm.loop !18

392:                                              ; preds = %384, %368, %345
  %393 = phi i64 [ %369, %368 ], [ 0, %345 ], [ %369, %384 ]
  %394 = phi i64 [ 0, %368 ], [ 0, %345 ], [ %385, %384 ]
  %395 = lshr i64 %342, 2
  %396 = icmp ult i64 %342, 2
  br i1 %396, label %450, label %397, !llvm.loop !19

397:                                              ; preds = %392
  %398 = and i64 %342, 2
  %399 = icmp eq i64 %398, 0
  br i1 %399, label %423, label %400

400:                                              ; preds = %397
  %401 = icmp eq i64 %394, 0
  br i1 %401, label %447, label %402

402:                                              ; preds = %400
  %403 = urem i64 %393, 4611686018427387845
  br label %404

404:                                              ; preds = %415, %402
  %405 = phi i64 [ %416, %415 ], [ 0, %402 ]
  %406 = phi i64 [ %420, %415 ], [ %403, %402 ]
  %407 = phi i64 [ %421, %415 ], [ %394, %402 ]
  %408 = and i64 %407, 1
  %409 = icmp eq i64 %408, 0
  br i1 %409, label %415, label %410

410:                                              ; preds = %404
  %411 = add i64 %406, %405
  %412 = icmp ult i64 %411, 4611686018427387845
  %413 = select i1 %412, i64 0, i64 -4611686018427387845
  %414 = add i64 %413, %411
  br label %415

415:                                              ; preds = %410, %404
  %416 = phi i64 [ %405, %404 ], [ %414, %410 ]
  %417 = shl i64 %406, 1
  %418 = icmp ult i64 %417, 4611686018427387845
  %419 = select i1 %418, i64 0, i64 -4611686018427387845
  %420 = add i64 %419, %417
  %421 = lshr i64 %407, 1
  %422 = icmp ult i64 %407, 2
  br i1 %422, label %423, label %404, !llvm.loop !18

423:                                              ; preds = %415, %397
  %424 = phi i64 [ %393, %397 ], [ %416, %415 ]
  %425 = icmp eq i64 %394, 0
  br i1 %425, label %447, label %426

426:                                              ; preds = %423
  %427 = urem i64 %394, 4611686018427387845
  br label %428

428:                                              ; preds = %439, %426
  %429 = phi i64 [ %440, %439 ], [ 0, %426 ]
  %430 = phi i64 [ %444, %439 ], [ %427, %426 ]
  %431 = phi i64 [ %445, %439 ], [ %394, %426 ]
  %432 = and i64 %431, 1
  %433 = icmp eq i64 %432, 0
  br i1 %433, label %439, label %434

434:                                              ; preds = %428
  %435 = add i64 %430, %429
  %436 = icmp ult i64 %435, 4611686018427387845
  %437 = select i1 %436, i64 0, i64 -4611686018427387845
  %438 = add i64 %437, %435
  br label %439

439:                                              ; preds = %434, %428
  %440 = phi i64 [ %429, %428 ], [ %438, %434 ]
  %441 = shl i64 %430, 1
  %442 = icmp ult i64 %441, 4611686018427387845
  %443 = select i1 %442, i64 0, i64 -4611686018427387845
  %444 = add i64 %443, %441
  %445 = lshr i64 %431, 1
  %446 = icmp ult i64 %431, 2
  br i1 %446, label %447, label %428, !llvm.loop !18

447:                                              ; preds = %439, %423, %400
  %448 = phi i64 [ %424, %423 ], [ 0, %400 ], [ %424, %439 ]
  %449 = phi i64 [ 0, %423 ], [ 0, %400 ], [ %440, %439 ]
  br label %339

450:                                              ; preds = %392
  %451 = trunc i64 %335 to i32
  %452 = xor i32 %226, %451
  %453 = mul i32 %452, 16777619
  %454 = lshr i64 %335, 32
  %455 = trunc i64 %454 to i32
  %456 = xor i32 %453, %455
  %457 = mul i32 %456, 16777619
  %458 = trunc i64 %393 to i32
  %459 = xor i32 %457, %458
  %460 = mul i32 %459, 16777619
  %461 = lshr i64 %393, 32
  %462 = trunc i64 %461 to i32
  %463 = xor i32 %460, %462
  %464 = mul i32 %463, 16777619
  store i32 %464, i32* @h, align 4, !tbaa !7
  %465 = and i32 %464, 2147483647
  ret i32 %465
}

declare dso_local void @abort() local_unnamed_addr #1

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
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !9, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
