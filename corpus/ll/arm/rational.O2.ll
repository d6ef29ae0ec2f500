; ModuleID = 'rational.c'
source_filename = "rational.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %83
  %2 = phi i32 [ 0, %0 ], [ %4, %83 ]
  %3 = phi i32 [ 1, %0 ], [ %6, %83 ]
  %4 = phi i32 [ 1, %0 ], [ %12, %83 ]
  %5 = phi i32 [ 1, %0 ], [ %86, %83 ]
  %6 = phi i32 [ 12, %0 ], [ %14, %83 ]
  %7 = phi i32 [ 1, %0 ], [ %85, %83 ]
  %8 = phi i32 [ 0, %0 ], [ %84, %83 ]
  %9 = add nsw i32 %3, 12
  %10 = sdiv i32 %9, %6
  %11 = mul nsw i32 %10, %4
  %12 = sub nsw i32 %11, %2
  %13 = mul nsw i32 %10, %6
  %14 = sub nsw i32 %13, %3
  %15 = sext i32 %4 to i64
  %16 = sext i32 %6 to i64
  %17 = icmp eq i32 %6, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %1
  tail call void @abort() #3
  br label %19

19:                                               ; preds = %18, %1
  %20 = icmp slt i32 %6, 0
  %21 = sub nsw i64 0, %15
  %22 = sub nsw i64 0, %16
  %23 = select i1 %20, i64 %22, i64 %16
  %24 = select i1 %20, i64 %21, i64 %15
  %25 = tail call i64 @llvm.abs.i64(i64 %15, i1 true) #4
  %26 = icmp eq i64 %23, 0
  br i1 %26, label %32, label %27

27:                                               ; preds = %19, %27
  %28 = phi i64 [ %30, %27 ], [ %23, %19 ]
  %29 = phi i64 [ %28, %27 ], [ %25, %19 ]
  %30 = srem i64 %29, %28
  %31 = icmp eq i64 %30, 0
  br i1 %31, label %32, label %27, !llvm.loop !7

32:                                               ; preds = %27, %19
  %33 = phi i64 [ %25, %19 ], [ %28, %27 ]
  %34 = icmp eq i64 %33, 0
  %35 = select i1 %34, i64 1, i64 %33
  %36 = sdiv i64 %24, %35
  %37 = sdiv i64 %23, %35
  %38 = add i64 %36, -2147483648
  %39 = icmp ult i64 %38, -4294967295
  %40 = icmp sgt i64 %37, 2147483647
  %41 = select i1 %39, i1 true, i1 %40
  br i1 %41, label %42, label %43

42:                                               ; preds = %32
  tail call void @abort() #3
  br label %43

43:                                               ; preds = %32, %42
  %44 = sext i32 %8 to i64
  %45 = shl i64 %37, 32
  %46 = ashr exact i64 %45, 32
  %47 = mul nsw i64 %46, %44
  %48 = shl i64 %36, 32
  %49 = ashr exact i64 %48, 32
  %50 = sext i32 %7 to i64
  %51 = mul nsw i64 %49, %50
  %52 = icmp sgt i64 %51, %47
  br i1 %52, label %54, label %53

53:                                               ; preds = %43
  tail call void @abort() #3
  br label %54

54:                                               ; preds = %53, %43
  %55 = sub nsw i64 %51, %47
  %56 = icmp eq i64 %55, 1
  br i1 %56, label %58, label %57

57:                                               ; preds = %54
  tail call void @abort() #3
  br label %58

58:                                               ; preds = %57, %54
  br i1 %17, label %83, label %59

59:                                               ; preds = %58
  %60 = load i32, i32* @h, align 4, !tbaa !9
  br label %62

61:                                               ; preds = %62
  store i32 %78, i32* @h, align 4, !tbaa !9
  br label %83

62:                                               ; preds = %62, %59
  %63 = phi i32 [ %79, %62 ], [ 0, %59 ]
  %64 = phi i32 [ %76, %62 ], [ %6, %59 ]
  %65 = phi i32 [ %64, %62 ], [ %4, %59 ]
  %66 = phi i32 [ %78, %62 ], [ %60, %59 ]
  %67 = freeze i32 %65
  %68 = freeze i32 %64
  %69 = sdiv i32 %67, %68
  %70 = mul i32 %69, %68
  %71 = sub i32 %67, %70
  %72 = icmp slt i32 %71, 0
  %73 = ashr i32 %71, 31
  %74 = add nsw i32 %73, %69
  %75 = select i1 %72, i32 %64, i32 0
  %76 = add nsw i32 %75, %71
  %77 = xor i32 %74, %66
  %78 = mul i32 %77, 16777619
  %79 = add nuw nsw i32 %63, 1
  %80 = icmp ult i32 %63, 11
  %81 = icmp ne i32 %76, 0
  %82 = select i1 %80, i1 %81, i1 false
  br i1 %82, label %62, label %61, !llvm.loop !13

83:                                               ; preds = %58, %61
  %84 = trunc i64 %36 to i32
  %85 = trunc i64 %37 to i32
  %86 = add nuw nsw i32 %5, 1
  %87 = icmp slt i32 %12, 13
  br i1 %87, label %1, label %88, !llvm.loop !14

88:                                               ; preds = %83
  %89 = load i32, i32* @h, align 4, !tbaa !9
  %90 = xor i32 %89, %86
  %91 = mul i32 %90, 16777619
  store i32 %91, i32* @h, align 4, !tbaa !9
  br label %92

92:                                               ; preds = %88, %226
  %93 = phi i32 [ 1, %88 ], [ %236, %226 ]
  %94 = phi i32 [ 1, %88 ], [ %152, %226 ]
  %95 = phi i32 [ 0, %88 ], [ %151, %226 ]
  %96 = phi i32 [ 1, %88 ], [ %228, %226 ]
  %97 = phi i32 [ 0, %88 ], [ %227, %226 ]
  %98 = zext i32 %93 to i64
  br label %99

99:                                               ; preds = %99, %92
  %100 = phi i64 [ %102, %99 ], [ %98, %92 ]
  %101 = phi i64 [ %100, %99 ], [ 1, %92 ]
  %102 = srem i64 %101, %100
  %103 = icmp eq i64 %102, 0
  br i1 %103, label %104, label %99, !llvm.loop !7

104:                                              ; preds = %99
  %105 = icmp eq i64 %100, 0
  %106 = select i1 %105, i64 1, i64 %100
  %107 = add i64 %106, 1
  %108 = icmp ult i64 %107, 3
  %109 = sdiv i64 %98, %106
  %110 = icmp sgt i64 %109, 2147483647
  br i1 %110, label %111, label %112

111:                                              ; preds = %104
  tail call void @abort() #3
  br label %112

112:                                              ; preds = %104, %111
  %113 = sext i32 %95 to i64
  %114 = shl i64 %109, 32
  %115 = ashr exact i64 %114, 32
  %116 = mul nsw i64 %115, %113
  %117 = shl i64 %106, 32
  %118 = ashr exact i64 %117, 32
  %119 = select i1 %108, i64 %118, i64 0
  %120 = sext i32 %94 to i64
  %121 = mul nsw i64 %119, %120
  %122 = add nsw i64 %116, %121
  %123 = mul nsw i64 %115, %120
  %124 = icmp eq i64 %123, 0
  br i1 %124, label %125, label %126

125:                                              ; preds = %112
  tail call void @abort() #3
  br label %126

126:                                              ; preds = %125, %112
  %127 = icmp slt i64 %123, 0
  %128 = sub nsw i64 0, %122
  %129 = sub nsw i64 0, %123
  %130 = select i1 %127, i64 %129, i64 %123
  %131 = select i1 %127, i64 %128, i64 %122
  %132 = tail call i64 @llvm.abs.i64(i64 %122, i1 true) #4
  %133 = icmp eq i64 %130, 0
  br i1 %133, label %139, label %134

134:                                              ; preds = %126, %134
  %135 = phi i64 [ %137, %134 ], [ %130, %126 ]
  %136 = phi i64 [ %135, %134 ], [ %132, %126 ]
  %137 = srem i64 %136, %135
  %138 = icmp eq i64 %137, 0
  br i1 %138, label %139, label %134, !llvm.loop !7

139:                                              ; preds = %134, %126
  %140 = phi i64 [ %132, %126 ], [ %135, %134 ]
  %141 = icmp eq i64 %140, 0
  %142 = select i1 %141, i64 1, i64 %140
  %143 = sdiv i64 %131, %142
  %144 = sdiv i64 %130, %142
  %145 = add i64 %143, -2147483648
  %146 = icmp ult i64 %145, -4294967295
  %147 = icmp sgt i64 %144, 2147483647
  %148 = select i1 %146, i1 true, i1 %147
  br i1 %148, label %149, label %150

149:                                              ; preds = %139
  tail call void @abort() #3
  br label %150

150:                                              ; preds = %139, %149
  %151 = trunc i64 %143 to i32
  %152 = trunc i64 %144 to i32
  %153 = and i32 %93, 1
  %154 = icmp eq i32 %153, 0
  %155 = sext i32 %97 to i64
  %156 = mul nsw i64 %115, %155
  %157 = sext i32 %96 to i64
  %158 = mul nsw i64 %119, %157
  br i1 %154, label %191, label %159

159:                                              ; preds = %150
  %160 = add nsw i64 %156, %158
  %161 = mul nsw i64 %115, %157
  %162 = icmp eq i64 %161, 0
  br i1 %162, label %163, label %164

163:                                              ; preds = %159
  tail call void @abort() #3
  br label %164

164:                                              ; preds = %163, %159
  %165 = icmp slt i64 %161, 0
  %166 = sub nsw i64 0, %160
  %167 = sub nsw i64 0, %161
  %168 = select i1 %165, i64 %167, i64 %161
  %169 = select i1 %165, i64 %166, i64 %160
  %170 = tail call i64 @llvm.abs.i64(i64 %160, i1 true) #4
  %171 = icmp eq i64 %168, 0
  br i1 %171, label %177, label %172

172:                                              ; preds = %164, %172
  %173 = phi i64 [ %175, %172 ], [ %168, %164 ]
  %174 = phi i64 [ %173, %172 ], [ %170, %164 ]
  %175 = srem i64 %174, %173
  %176 = icmp eq i64 %175, 0
  br i1 %176, label %177, label %172, !llvm.loop !7

177:                                              ; preds = %172, %164
  %178 = phi i64 [ %170, %164 ], [ %173, %172 ]
  %179 = icmp eq i64 %178, 0
  %180 = select i1 %179, i64 1, i64 %178
  %181 = sdiv i64 %169, %180
  %182 = sdiv i64 %168, %180
  %183 = add i64 %181, -2147483648
  %184 = icmp ult i64 %183, -4294967295
  %185 = icmp sgt i64 %182, 2147483647
  %186 = select i1 %184, i1 true, i1 %185
  %187 = trunc i64 %181 to i32
  %188 = trunc i64 %182 to i32
  %189 = trunc i64 %181 to i32
  %190 = trunc i64 %182 to i32
  br i1 %186, label %223, label %226

191:                                              ; preds = %150
  %192 = sub nsw i64 %156, %158
  %193 = mul nsw i64 %115, %157
  %194 = icmp eq i64 %193, 0
  br i1 %194, label %195, label %196

195:                                              ; preds = %191
  tail call void @abort() #3
  br label %196

196:                                              ; preds = %195, %191
  %197 = icmp slt i64 %193, 0
  %198 = sub nsw i64 0, %192
  %199 = sub nsw i64 0, %193
  %200 = select i1 %197, i64 %199, i64 %193
  %201 = select i1 %197, i64 %198, i64 %192
  %202 = tail call i64 @llvm.abs.i64(i64 %192, i1 true) #4
  %203 = icmp eq i64 %200, 0
  br i1 %203, label %209, label %204

204:                                              ; preds = %196, %204
  %205 = phi i64 [ %207, %204 ], [ %200, %196 ]
  %206 = phi i64 [ %205, %204 ], [ %202, %196 ]
  %207 = srem i64 %206, %205
  %208 = icmp eq i64 %207, 0
  br i1 %208, label %209, label %204, !llvm.loop !7

209:                                              ; preds = %204, %196
  %210 = phi i64 [ %202, %196 ], [ %205, %204 ]
  %211 = icmp eq i64 %210, 0
  %212 = select i1 %211, i64 1, i64 %210
  %213 = sdiv i64 %201, %212
  %214 = sdiv i64 %200, %212
  %215 = add i64 %213, -2147483648
  %216 = icmp ult i64 %215, -4294967295
  %217 = icmp sgt i64 %214, 2147483647
  %218 = select i1 %216, i1 true, i1 %217
  %219 = trunc i64 %213 to i32
  %220 = trunc i64 %214 to i32
  %221 = trunc i64 %213 to i32
  %222 = trunc i64 %214 to i32
  br i1 %218, label %223, label %226

223:                                              ; preds = %209, %177
  %224 = phi i32 [ %189, %177 ], [ %221, %209 ]
  %225 = phi i32 [ %190, %177 ], [ %222, %209 ]
  tail call void @abort() #3
  br label %226

226:                                              ; preds = %223, %209, %177
  %227 = phi i32 [ %187, %177 ], [ %219, %209 ], [ %224, %223 ]
  %228 = phi i32 [ %188, %177 ], [ %220, %209 ], [ %225, %223 ]
  %229 = xor i64 %144, %143
  %230 = trunc i64 %229 to i32
  %231 = load i32, i32* @h, align 4, !tbaa !9
  %232 = xor i32 %231, %230
  %233 = mul i32 %232, 16777619
  %234 = xor i32 %233, %227
  %235 = mul i32 %234, 16777619
  store i32 %235, i32* @h, align 4, !tbaa !9
  %236 = add nuw nsw i32 %93, 1
  %237 = icmp eq i32 %236, 21
  br i1 %237, label %238, label %92, !llvm.loop !15

238:                                              ; preds = %226, %244
  %239 = phi i32 [ %245, %244 ], [ -7, %226 ]
  %240 = sext i32 %239 to i64
  %241 = tail call i64 @llvm.abs.i64(i64 %240, i1 true) #4
  br label %247

242:                                              ; preds = %244
  %243 = and i32 %416, 2147483647
  ret i32 %243

244:                                              ; preds = %415
  %245 = add nsw i32 %239, 1
  %246 = icmp eq i32 %245, 8
  br i1 %246, label %242, label %238, !llvm.loop !16

247:                                              ; preds = %238, %415
  %248 = phi i32 [ -5, %238 ], [ %417, %415 ]
  br label %249

249:                                              ; preds = %249, %247
  %250 = phi i64 [ %252, %249 ], [ 3, %247 ]
  %251 = phi i64 [ %250, %249 ], [ %241, %247 ]
  %252 = srem i64 %251, %250
  %253 = icmp eq i64 %252, 0
  br i1 %253, label %254, label %249, !llvm.loop !7

254:                                              ; preds = %249
  %255 = sdiv i64 %240, %250
  %256 = sdiv i64 3, %250
  %257 = add i64 %255, -2147483648
  %258 = icmp ult i64 %257, -4294967295
  br i1 %258, label %259, label %260

259:                                              ; preds = %254
  tail call void @abort() #3
  br label %260

260:                                              ; preds = %254, %259
  %261 = sext i32 %248 to i64
  %262 = tail call i64 @llvm.abs.i64(i64 %261, i1 true) #4
  br label %263

263:                                              ; preds = %263, %260
  %264 = phi i64 [ %266, %263 ], [ 4, %260 ]
  %265 = phi i64 [ %264, %263 ], [ %262, %260 ]
  %266 = srem i64 %265, %264
  %267 = icmp eq i64 %266, 0
  br i1 %267, label %268, label %263, !llvm.loop !7

268:                                              ; preds = %263
  %269 = icmp eq i64 %264, 0
  %270 = select i1 %269, i64 1, i64 %264
  %271 = sdiv i64 %261, %270
  %272 = sdiv i64 4, %270
  %273 = add i64 %271, -2147483648
  %274 = icmp ult i64 %273, -4294967295
  br i1 %274, label %275, label %276

275:                                              ; preds = %268
  tail call void @abort() #3
  br label %276

276:                                              ; preds = %268, %275
  %277 = shl i64 %255, 32
  %278 = ashr exact i64 %277, 32
  %279 = shl i64 %271, 32
  %280 = ashr exact i64 %279, 32
  %281 = mul nsw i64 %280, %278
  %282 = shl i64 %256, 32
  %283 = ashr exact i64 %282, 32
  %284 = mul nsw i64 %272, %283
  %285 = icmp eq i64 %284, 0
  br i1 %285, label %286, label %287

286:                                              ; preds = %276
  tail call void @abort() #3
  br label %287

287:                                              ; preds = %286, %276
  %288 = icmp slt i64 %284, 0
  %289 = sub nsw i64 0, %281
  %290 = sub nsw i64 0, %284
  %291 = select i1 %288, i64 %290, i64 %284
  %292 = select i1 %288, i64 %289, i64 %281
  %293 = tail call i64 @llvm.abs.i64(i64 %281, i1 true) #4
  %294 = icmp eq i64 %291, 0
  br i1 %294, label %300, label %295

295:                                              ; preds = %287, %295
  %296 = phi i64 [ %298, %295 ], [ %291, %287 ]
  %297 = phi i64 [ %296, %295 ], [ %293, %287 ]
  %298 = srem i64 %297, %296
  %299 = icmp eq i64 %298, 0
  br i1 %299, label %300, label %295, !llvm.loop !7

300:                                              ; preds = %295, %287
  %301 = phi i64 [ %293, %287 ], [ %296, %295 ]
  %302 = icmp eq i64 %301, 0
  %303 = select i1 %302, i64 1, i64 %301
  %304 = sdiv i64 %292, %303
  %305 = sdiv i64 %291, %303
  %306 = add i64 %304, -2147483648
  %307 = icmp ult i64 %306, -4294967295
  %308 = icmp sgt i64 %305, 2147483647
  %309 = select i1 %307, i1 true, i1 %308
  br i1 %309, label %310, label %311

310:                                              ; preds = %300
  tail call void @abort() #3
  br label %311

311:                                              ; preds = %300, %310
  %312 = trunc i64 %304 to i32
  %313 = trunc i64 %305 to i32
  %314 = shl i32 %313, 16
  %315 = xor i32 %314, %312
  %316 = load i32, i32* @h, align 4, !tbaa !9
  %317 = xor i32 %315, %316
  %318 = mul i32 %317, 16777619
  store i32 %318, i32* @h, align 4, !tbaa !9
  %319 = mul nsw i64 %272, %278
  %320 = mul nsw i64 %280, %283
  %321 = icmp eq i64 %320, 0
  br i1 %321, label %322, label %323

322:                                              ; preds = %311
  tail call void @abort() #3
  br label %323

323:                                              ; preds = %322, %311
  %324 = icmp slt i64 %320, 0
  %325 = sub nsw i64 0, %319
  %326 = sub nsw i64 0, %320
  %327 = select i1 %324, i64 %326, i64 %320
  %328 = select i1 %324, i64 %325, i64 %319
  %329 = tail call i64 @llvm.abs.i64(i64 %319, i1 true) #4
  %330 = icmp eq i64 %327, 0
  br i1 %330, label %336, label %331

331:                                              ; preds = %323, %331
  %332 = phi i64 [ %334, %331 ], [ %327, %323 ]
  %333 = phi i64 [ %332, %331 ], [ %329, %323 ]
  %334 = srem i64 %333, %332
  %335 = icmp eq i64 %334, 0
  br i1 %335, label %336, label %331, !llvm.loop !7

336:                                              ; preds = %331, %323
  %337 = phi i64 [ %329, %323 ], [ %332, %331 ]
  %338 = icmp eq i64 %337, 0
  %339 = select i1 %338, i64 1, i64 %337
  %340 = sdiv i64 %328, %339
  %341 = sdiv i64 %327, %339
  %342 = add i64 %340, -2147483648
  %343 = icmp ult i64 %342, -4294967295
  %344 = icmp sgt i64 %341, 2147483647
  %345 = select i1 %343, i1 true, i1 %344
  br i1 %345, label %346, label %347

346:                                              ; preds = %336
  tail call void @abort() #3
  br label %347

347:                                              ; preds = %336, %346
  %348 = trunc i64 %340 to i32
  %349 = trunc i64 %341 to i32
  %350 = shl i32 %349, 16
  %351 = xor i32 %350, %348
  %352 = load i32, i32* @h, align 4, !tbaa !9
  %353 = xor i32 %351, %352
  %354 = mul i32 %353, 16777619
  store i32 %354, i32* @h, align 4, !tbaa !9
  %355 = sub nsw i64 %320, %319
  br i1 %285, label %356, label %357

356:                                              ; preds = %347
  tail call void @abort() #3
  br label %357

357:                                              ; preds = %356, %347
  %358 = sub nsw i64 0, %355
  %359 = select i1 %288, i64 %358, i64 %355
  %360 = tail call i64 @llvm.abs.i64(i64 %355, i1 true) #4
  br i1 %294, label %366, label %361

361:                                              ; preds = %357, %361
  %362 = phi i64 [ %364, %361 ], [ %291, %357 ]
  %363 = phi i64 [ %362, %361 ], [ %360, %357 ]
  %364 = srem i64 %363, %362
  %365 = icmp eq i64 %364, 0
  br i1 %365, label %366, label %361, !llvm.loop !7

366:                                              ; preds = %361, %357
  %367 = phi i64 [ %360, %357 ], [ %362, %361 ]
  %368 = icmp eq i64 %367, 0
  %369 = select i1 %368, i64 1, i64 %367
  %370 = sdiv i64 %359, %369
  %371 = sdiv i64 %291, %369
  %372 = add i64 %370, -2147483648
  %373 = icmp ult i64 %372, -4294967295
  %374 = icmp sgt i64 %371, 2147483647
  %375 = select i1 %373, i1 true, i1 %374
  br i1 %375, label %376, label %377

376:                                              ; preds = %366
  tail call void @abort() #3
  br label %377

377:                                              ; preds = %366, %376
  %378 = trunc i64 %370 to i32
  %379 = trunc i64 %371 to i32
  %380 = sext i32 %378 to i64
  %381 = mul nsw i64 %283, %380
  %382 = sext i32 %379 to i64
  %383 = mul nsw i64 %278, %382
  %384 = icmp sgt i64 %381, %383
  %385 = icmp slt i64 %381, %383
  %386 = sext i1 %385 to i32
  %387 = select i1 %384, i32 2, i32 1
  %388 = add nsw i32 %387, %386
  %389 = load i32, i32* @h, align 4, !tbaa !9
  %390 = xor i32 %389, %388
  %391 = mul i32 %390, 16777619
  store i32 %391, i32* @h, align 4, !tbaa !9
  %392 = icmp eq i32 %379, 0
  br i1 %392, label %415, label %394

393:                                              ; preds = %394
  store i32 %410, i32* @h, align 4, !tbaa !9
  br label %415

394:                                              ; preds = %377, %394
  %395 = phi i32 [ %411, %394 ], [ 0, %377 ]
  %396 = phi i32 [ %408, %394 ], [ %379, %377 ]
  %397 = phi i32 [ %396, %394 ], [ %378, %377 ]
  %398 = phi i32 [ %410, %394 ], [ %391, %377 ]
  %399 = freeze i32 %397
  %400 = freeze i32 %396
  %401 = sdiv i32 %399, %400
  %402 = mul i32 %401, %400
  %403 = sub i32 %399, %402
  %404 = icmp slt i32 %403, 0
  %405 = ashr i32 %403, 31
  %406 = add nsw i32 %405, %401
  %407 = select i1 %404, i32 %396, i32 0
  %408 = add nsw i32 %407, %403
  %409 = xor i32 %406, %398
  %410 = mul i32 %409, 16777619
  %411 = add nuw nsw i32 %395, 1
  %412 = icmp ult i32 %395, 11
  %413 = icmp ne i32 %408, 0
  %414 = select i1 %412, i1 %413, i1 false
  br i1 %414, label %394, label %393, !llvm.loop !13

415:                                              ; preds = %377, %393
  %416 = phi i32 [ %391, %377 ], [ %410, %393 ]
  %417 = add nsw i32 %248, 2
  %418 = icmp slt i32 %248, 4
  br i1 %418, label %247, label %244, !llvm.loop !17
}

declare dso_local void @abort() local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.abs.i64(i64, i1 immarg) #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
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
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
!17 = distinct !{!17, !8}
