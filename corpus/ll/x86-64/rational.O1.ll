; ModuleID = 'rational.c'
source_filename = "rational.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %82
  %2 = phi i32 [ 0, %0 ], [ %4, %82 ]
  %3 = phi i32 [ 1, %0 ], [ %6, %82 ]
  %4 = phi i32 [ 1, %0 ], [ %12, %82 ]
  %5 = phi i32 [ 1, %0 ], [ %86, %82 ]
  %6 = phi i32 [ 12, %0 ], [ %14, %82 ]
  %7 = phi i64 [ 4294967296, %0 ], [ %83, %82 ]
  %8 = phi i64 [ 0, %0 ], [ %85, %82 ]
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
  call void @abort() #3
  br label %19

19:                                               ; preds = %18, %1
  %20 = icmp slt i32 %6, 0
  %21 = sub nsw i64 0, %15
  %22 = sub nsw i64 0, %16
  %23 = select i1 %20, i64 %22, i64 %16
  %24 = select i1 %20, i64 %21, i64 %15
  %25 = call i64 @llvm.abs.i64(i64 %15, i1 true) #4
  %26 = icmp eq i64 %23, 0
  br i1 %26, label %32, label %27

27:                                               ; preds = %19, %27
  %28 = phi i64 [ %30, %27 ], [ %23, %19 ]
  %29 = phi i64 [ %28, %27 ], [ %25, %19 ]
  %30 = srem i64 %29, %28
  %31 = icmp eq i64 %30, 0
  br i1 %31, label %32, label %27, !llvm.loop !2

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
  call void @abort() #3
  br label %43

43:                                               ; preds = %32, %42
  %44 = shl i64 %8, 32
  %45 = ashr exact i64 %44, 32
  %46 = shl i64 %37, 32
  %47 = ashr exact i64 %46, 32
  %48 = mul nsw i64 %47, %45
  %49 = shl i64 %36, 32
  %50 = ashr exact i64 %49, 32
  %51 = ashr exact i64 %7, 32
  %52 = mul nsw i64 %50, %51
  %53 = icmp sgt i64 %52, %48
  br i1 %53, label %55, label %54

54:                                               ; preds = %43
  call void @abort() #3
  br label %55

55:                                               ; preds = %54, %43
  %56 = sub nsw i64 %52, %48
  %57 = icmp eq i64 %56, 1
  br i1 %57, label %59, label %58

58:                                               ; preds = %55
  call void @abort() #3
  br label %59

59:                                               ; preds = %58, %55
  %60 = icmp eq i32 %6, 0
  br i1 %60, label %82, label %61

61:                                               ; preds = %59
  %62 = load i32, i32* @h, align 4, !tbaa !5
  br label %64

63:                                               ; preds = %64
  store i32 %77, i32* @h, align 4, !tbaa !5
  br label %82

64:                                               ; preds = %64, %61
  %65 = phi i32 [ %78, %64 ], [ 0, %61 ]
  %66 = phi i32 [ %75, %64 ], [ %6, %61 ]
  %67 = phi i32 [ %66, %64 ], [ %4, %61 ]
  %68 = phi i32 [ %77, %64 ], [ %62, %61 ]
  %69 = sdiv i32 %67, %66
  %70 = srem i32 %67, %66
  %71 = icmp slt i32 %70, 0
  %72 = ashr i32 %70, 31
  %73 = add nsw i32 %72, %69
  %74 = select i1 %71, i32 %66, i32 0
  %75 = add nsw i32 %74, %70
  %76 = xor i32 %73, %68
  %77 = mul i32 %76, 16777619
  %78 = add nuw nsw i32 %65, 1
  %79 = icmp ult i32 %65, 11
  %80 = icmp ne i32 %75, 0
  %81 = select i1 %79, i1 %80, i1 false
  br i1 %81, label %64, label %63, !llvm.loop !9

82:                                               ; preds = %59, %63
  %83 = shl i64 %37, 32
  %84 = and i64 %36, 4294967295
  %85 = or i64 %83, %84
  %86 = add nuw nsw i32 %5, 1
  %87 = icmp slt i32 %12, 13
  br i1 %87, label %1, label %88, !llvm.loop !10

88:                                               ; preds = %82
  %89 = load i32, i32* @h, align 4, !tbaa !5
  %90 = xor i32 %89, %86
  %91 = mul i32 %90, 16777619
  store i32 %91, i32* @h, align 4, !tbaa !5
  br label %92

92:                                               ; preds = %88, %222
  %93 = phi i64 [ 1, %88 ], [ %233, %222 ]
  %94 = phi i64 [ 1, %88 ], [ %148, %222 ]
  %95 = phi i64 [ 0, %88 ], [ %147, %222 ]
  %96 = phi i64 [ 1, %88 ], [ %224, %222 ]
  %97 = phi i64 [ 0, %88 ], [ %223, %222 ]
  br label %98

98:                                               ; preds = %98, %92
  %99 = phi i64 [ %101, %98 ], [ %93, %92 ]
  %100 = phi i64 [ %99, %98 ], [ 1, %92 ]
  %101 = srem i64 %100, %99
  %102 = icmp eq i64 %101, 0
  br i1 %102, label %103, label %98, !llvm.loop !2

103:                                              ; preds = %98
  %104 = icmp eq i64 %99, 0
  %105 = select i1 %104, i64 1, i64 %99
  %106 = add i64 %105, 1
  %107 = icmp ult i64 %106, 3
  %108 = select i1 %107, i64 %105, i64 0
  %109 = sdiv i64 %93, %105
  %110 = add i64 %108, -2147483648
  %111 = icmp ult i64 %110, -4294967295
  %112 = icmp sgt i64 %109, 2147483647
  %113 = select i1 %111, i1 true, i1 %112
  br i1 %113, label %114, label %115

114:                                              ; preds = %103
  call void @abort() #3
  br label %115

115:                                              ; preds = %103, %114
  %116 = shl i64 %95, 32
  %117 = ashr exact i64 %116, 32
  %118 = shl i64 %109, 32
  %119 = ashr exact i64 %118, 32
  %120 = mul nsw i64 %119, %117
  %121 = shl i64 %108, 32
  %122 = ashr exact i64 %121, 32
  %123 = shl i64 %94, 32
  %124 = ashr exact i64 %123, 32
  %125 = mul nsw i64 %122, %124
  %126 = add nsw i64 %120, %125
  %127 = mul nsw i64 %119, %124
  %128 = icmp eq i64 %127, 0
  br i1 %128, label %129, label %130

129:                                              ; preds = %115
  call void @abort() #3
  br label %130

130:                                              ; preds = %129, %115
  %131 = icmp slt i64 %127, 0
  %132 = sub nsw i64 0, %126
  %133 = sub nsw i64 0, %127
  %134 = select i1 %131, i64 %133, i64 %127
  %135 = select i1 %131, i64 %132, i64 %126
  %136 = call i64 @llvm.abs.i64(i64 %126, i1 true) #4
  %137 = icmp eq i64 %134, 0
  br i1 %137, label %143, label %138

138:                                              ; preds = %130, %138
  %139 = phi i64 [ %141, %138 ], [ %134, %130 ]
  %140 = phi i64 [ %139, %138 ], [ %136, %130 ]
  %141 = srem i64 %140, %139
  %142 = icmp eq i64 %141, 0
  br i1 %142, label %143, label %138, !llvm.loop !2

143:                                              ; preds = %138, %130
  %144 = phi i64 [ %136, %130 ], [ %139, %138 ]
  %145 = icmp eq i64 %144, 0
  %146 = select i1 %145, i64 1, i64 %144
  %147 = sdiv i64 %135, %146
  %148 = sdiv i64 %134, %146
  %149 = add i64 %147, -2147483648
  %150 = icmp ult i64 %149, -4294967295
  %151 = icmp sgt i64 %148, 2147483647
  %152 = select i1 %150, i1 true, i1 %151
  br i1 %152, label %153, label %154

153:                                              ; preds = %143
  call void @abort() #3
  br label %154

154:                                              ; preds = %143, %153
  %155 = and i64 %93, 1
  %156 = icmp eq i64 %155, 0
  %157 = shl i64 %97, 32
  %158 = ashr exact i64 %157, 32
  %159 = mul nsw i64 %119, %158
  %160 = shl i64 %96, 32
  %161 = ashr exact i64 %160, 32
  %162 = mul nsw i64 %122, %161
  br i1 %156, label %191, label %163

163:                                              ; preds = %154
  %164 = add nsw i64 %159, %162
  %165 = mul nsw i64 %119, %161
  %166 = icmp eq i64 %165, 0
  br i1 %166, label %167, label %168

167:                                              ; preds = %163
  call void @abort() #3
  br label %168

168:                                              ; preds = %167, %163
  %169 = icmp slt i64 %165, 0
  %170 = sub nsw i64 0, %164
  %171 = sub nsw i64 0, %165
  %172 = select i1 %169, i64 %171, i64 %165
  %173 = select i1 %169, i64 %170, i64 %164
  %174 = call i64 @llvm.abs.i64(i64 %164, i1 true) #4
  %175 = icmp eq i64 %172, 0
  br i1 %175, label %181, label %176

176:                                              ; preds = %168, %176
  %177 = phi i64 [ %179, %176 ], [ %172, %168 ]
  %178 = phi i64 [ %177, %176 ], [ %174, %168 ]
  %179 = srem i64 %178, %177
  %180 = icmp eq i64 %179, 0
  br i1 %180, label %181, label %176, !llvm.loop !2

181:                                              ; preds = %176, %168
  %182 = phi i64 [ %174, %168 ], [ %177, %176 ]
  %183 = icmp eq i64 %182, 0
  %184 = select i1 %183, i64 1, i64 %182
  %185 = sdiv i64 %173, %184
  %186 = sdiv i64 %172, %184
  %187 = add i64 %185, -2147483648
  %188 = icmp ult i64 %187, -4294967295
  %189 = icmp sgt i64 %186, 2147483647
  %190 = select i1 %188, i1 true, i1 %189
  br i1 %190, label %219, label %222

191:                                              ; preds = %154
  %192 = sub nsw i64 %159, %162
  %193 = mul nsw i64 %119, %161
  %194 = icmp eq i64 %193, 0
  br i1 %194, label %195, label %196

195:                                              ; preds = %191
  call void @abort() #3
  br label %196

196:                                              ; preds = %195, %191
  %197 = icmp slt i64 %193, 0
  %198 = sub nsw i64 0, %192
  %199 = sub nsw i64 0, %193
  %200 = select i1 %197, i64 %199, i64 %193
  %201 = select i1 %197, i64 %198, i64 %192
  %202 = call i64 @llvm.abs.i64(i64 %192, i1 true) #4
  %203 = icmp eq i64 %200, 0
  br i1 %203, label %209, label %204

204:                                              ; preds = %196, %204
  %205 = phi i64 [ %207, %204 ], [ %200, %196 ]
  %206 = phi i64 [ %205, %204 ], [ %202, %196 ]
  %207 = srem i64 %206, %205
  %208 = icmp eq i64 %207, 0
  br i1 %208, label %209, label %204, !llvm.loop !2

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
  br i1 %218, label %219, label %222

219:                                              ; preds = %209, %181
  %220 = phi i64 [ %185, %181 ], [ %213, %209 ]
  %221 = phi i64 [ %186, %181 ], [ %214, %209 ]
  call void @abort() #3
  br label %222

222:                                              ; preds = %219, %209, %181
  %223 = phi i64 [ %185, %181 ], [ %213, %209 ], [ %220, %219 ]
  %224 = phi i64 [ %186, %181 ], [ %214, %209 ], [ %221, %219 ]
  %225 = trunc i64 %223 to i32
  %226 = xor i64 %148, %147
  %227 = trunc i64 %226 to i32
  %228 = load i32, i32* @h, align 4, !tbaa !5
  %229 = xor i32 %228, %227
  %230 = mul i32 %229, 16777619
  %231 = xor i32 %230, %225
  %232 = mul i32 %231, 16777619
  store i32 %232, i32* @h, align 4, !tbaa !5
  %233 = add nuw nsw i64 %93, 1
  %234 = icmp eq i64 %233, 21
  br i1 %234, label %235, label %92, !llvm.loop !11

235:                                              ; preds = %222, %241
  %236 = phi i64 [ %242, %241 ], [ -7, %222 ]
  %237 = call i64 @llvm.abs.i64(i64 %236, i1 true) #4
  br label %244

238:                                              ; preds = %241
  %239 = load i32, i32* @h, align 4, !tbaa !5
  %240 = and i32 %239, 2147483647
  ret i32 %240

241:                                              ; preds = %415
  %242 = add nsw i64 %236, 1
  %243 = icmp eq i64 %242, 8
  br i1 %243, label %238, label %235, !llvm.loop !12

244:                                              ; preds = %235, %415
  %245 = phi i64 [ -5, %235 ], [ %416, %415 ]
  br label %246

246:                                              ; preds = %246, %244
  %247 = phi i64 [ %249, %246 ], [ 3, %244 ]
  %248 = phi i64 [ %247, %246 ], [ %237, %244 ]
  %249 = srem i64 %248, %247
  %250 = icmp eq i64 %249, 0
  br i1 %250, label %251, label %246, !llvm.loop !2

251:                                              ; preds = %246
  %252 = icmp eq i64 %247, 0
  %253 = select i1 %252, i64 1, i64 %247
  %254 = sdiv i64 %236, %253
  %255 = sdiv i64 3, %253
  %256 = add i64 %254, -2147483648
  %257 = icmp ult i64 %256, -4294967295
  br i1 %257, label %258, label %259

258:                                              ; preds = %251
  call void @abort() #3
  br label %259

259:                                              ; preds = %251, %258
  %260 = call i64 @llvm.abs.i64(i64 %245, i1 true) #4
  br label %261

261:                                              ; preds = %261, %259
  %262 = phi i64 [ %264, %261 ], [ 4, %259 ]
  %263 = phi i64 [ %262, %261 ], [ %260, %259 ]
  %264 = srem i64 %263, %262
  %265 = icmp eq i64 %264, 0
  br i1 %265, label %266, label %261, !llvm.loop !2

266:                                              ; preds = %261
  %267 = icmp eq i64 %262, 0
  %268 = select i1 %267, i64 1, i64 %262
  %269 = sdiv i64 %245, %268
  %270 = sdiv i64 4, %268
  %271 = add i64 %269, -2147483648
  %272 = icmp ult i64 %271, -4294967295
  br i1 %272, label %273, label %274

273:                                              ; preds = %266
  call void @abort() #3
  br label %274

274:                                              ; preds = %266, %273
  %275 = shl i64 %254, 32
  %276 = ashr exact i64 %275, 32
  %277 = shl i64 %269, 32
  %278 = ashr exact i64 %277, 32
  %279 = mul nsw i64 %278, %276
  %280 = shl i64 %255, 32
  %281 = ashr exact i64 %280, 32
  %282 = shl i64 %270, 32
  %283 = ashr exact i64 %282, 32
  %284 = mul nsw i64 %283, %281
  %285 = icmp eq i64 %284, 0
  br i1 %285, label %286, label %287

286:                                              ; preds = %274
  call void @abort() #3
  br label %287

287:                                              ; preds = %286, %274
  %288 = icmp slt i64 %284, 0
  %289 = sub nsw i64 0, %279
  %290 = sub nsw i64 0, %284
  %291 = select i1 %288, i64 %290, i64 %284
  %292 = select i1 %288, i64 %289, i64 %279
  %293 = call i64 @llvm.abs.i64(i64 %279, i1 true) #4
  %294 = icmp eq i64 %291, 0
  br i1 %294, label %300, label %295

295:                                              ; preds = %287, %295
  %296 = phi i64 [ %298, %295 ], [ %291, %287 ]
  %297 = phi i64 [ %296, %295 ], [ %293, %287 ]
  %298 = srem i64 %297, %296
  %299 = icmp eq i64 %298, 0
  br i1 %299, label %300, label %295, !llvm.loop !2

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
  call void @abort() #3
  br label %311

311:                                              ; preds = %300, %310
  %312 = trunc i64 %304 to i32
  %313 = trunc i64 %305 to i32
  %314 = shl i32 %313, 16
  %315 = xor i32 %314, %312
  %316 = load i32, i32* @h, align 4, !tbaa !5
  %317 = xor i32 %315, %316
  %318 = mul i32 %317, 16777619
  store i32 %318, i32* @h, align 4, !tbaa !5
  %319 = mul nsw i64 %283, %276
  %320 = mul nsw i64 %278, %281
  %321 = icmp eq i64 %320, 0
  br i1 %321, label %322, label %323

322:                                              ; preds = %311
  call void @abort() #3
  br label %323

323:                                              ; preds = %322, %311
  %324 = icmp slt i64 %320, 0
  %325 = sub nsw i64 0, %319
  %326 = sub nsw i64 0, %320
  %327 = select i1 %324, i64 %326, i64 %320
  %328 = select i1 %324, i64 %325, i64 %319
  %329 = call i64 @llvm.abs.i64(i64 %319, i1 true) #4
  %330 = icmp eq i64 %327, 0
  br i1 %330, label %336, label %331

331:                                              ; preds = %323, %331
  %332 = phi i64 [ %334, %331 ], [ %327, %323 ]
  %333 = phi i64 [ %332, %331 ], [ %329, %323 ]
  %334 = srem i64 %333, %332
  %335 = icmp eq i64 %334, 0
  br i1 %335, label %336, label %331, !llvm.loop !2

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
  call void @abort() #3
  br label %347

347:                                              ; preds = %336, %346
  %348 = trunc i64 %340 to i32
  %349 = trunc i64 %341 to i32
  %350 = shl i32 %349, 16
  %351 = xor i32 %350, %348
  %352 = load i32, i32* @h, align 4, !tbaa !5
  %353 = xor i32 %351, %352
  %354 = mul i32 %353, 16777619
  store i32 %354, i32* @h, align 4, !tbaa !5
  %355 = sub nsw i64 %320, %319
  br i1 %285, label %356, label %357

356:                                              ; preds = %347
  call void @abort() #3
  br label %357

357:                                              ; preds = %356, %347
  %358 = sub nsw i64 0, %355
  %359 = select i1 %288, i64 %358, i64 %355
  %360 = call i64 @llvm.abs.i64(i64 %355, i1 true) #4
  br i1 %294, label %366, label %361

361:                                              ; preds = %357, %361
  %362 = phi i64 [ %364, %361 ], [ %291, %357 ]
  %363 = phi i64 [ %362, %361 ], [ %360, %357 ]
  %364 = srem i64 %363, %362
  %365 = icmp eq i64 %364, 0
  br i1 %365, label %366, label %361, !llvm.loop !2

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
  call void @abort() #3
  br label %377

377:                                              ; preds = %366, %376
  %378 = trunc i64 %371 to i32
  %379 = shl i64 %370, 32
  %380 = ashr exact i64 %379, 32
  %381 = mul nsw i64 %380, %281
  %382 = shl i64 %371, 32
  %383 = ashr exact i64 %382, 32
  %384 = mul nsw i64 %383, %276
  %385 = icmp sgt i64 %381, %384
  %386 = icmp slt i64 %381, %384
  %387 = sext i1 %386 to i32
  %388 = select i1 %385, i32 2, i32 1
  %389 = add nsw i32 %388, %387
  %390 = load i32, i32* @h, align 4, !tbaa !5
  %391 = xor i32 %390, %389
  %392 = mul i32 %391, 16777619
  store i32 %392, i32* @h, align 4, !tbaa !5
  %393 = icmp eq i32 %378, 0
  br i1 %393, label %415, label %394

394:                                              ; preds = %377
  %395 = trunc i64 %370 to i32
  br label %397

396:                                              ; preds = %397
  store i32 %410, i32* @h, align 4, !tbaa !5
  br label %415

397:                                              ; preds = %394, %397
  %398 = phi i32 [ %411, %397 ], [ 0, %394 ]
  %399 = phi i32 [ %408, %397 ], [ %378, %394 ]
  %400 = phi i32 [ %399, %397 ], [ %395, %394 ]
  %401 = phi i32 [ %410, %397 ], [ %392, %394 ]
  %402 = sdiv i32 %400, %399
  %403 = srem i32 %400, %399
  %404 = icmp slt i32 %403, 0
  %405 = ashr i32 %403, 31
  %406 = add nsw i32 %405, %402
  %407 = select i1 %404, i32 %399, i32 0
  %408 = add nsw i32 %407, %403
  %409 = xor i32 %406, %401
  %410 = mul i32 %409, 16777619
  %411 = add nuw nsw i32 %398, 1
  %412 = icmp ult i32 %398, 11
  %413 = icmp ne i32 %408, 0
  %414 = select i1 %412, i1 %413, i1 false
  br i1 %414, label %397, label %396, !llvm.loop !9

415:                                              ; preds = %377, %396
  %416 = add nsw i64 %245, 2
  %417 = icmp slt i64 %245, 4
  br i1 %417, label %244, label %241, !llvm.loop !13
}

declare dso_local void @abort() local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.abs.i64(i64, i1 immarg) #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3, !4}
!3 = !{!"llvm.loop.mustprogress"}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !3, !4}
!10 = distinct !{!10, !3, !4}
!11 = distinct !{!11, !3, !4}
!12 = distinct !{!12, !3, !4}
!13 = distinct !{!13, !3, !4}
