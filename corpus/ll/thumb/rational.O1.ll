; ModuleID = 'rational.c'
source_filename = "rational.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %84
  %2 = phi i32 [ 0, %0 ], [ %4, %84 ]
  %3 = phi i32 [ 1, %0 ], [ %6, %84 ]
  %4 = phi i32 [ 1, %0 ], [ %12, %84 ]
  %5 = phi i32 [ 1, %0 ], [ %87, %84 ]
  %6 = phi i32 [ 12, %0 ], [ %14, %84 ]
  %7 = phi i32 [ 1, %0 ], [ %86, %84 ]
  %8 = phi i32 [ 0, %0 ], [ %85, %84 ]
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
  call void @abort() #3
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
  call void @abort() #3
  br label %54

54:                                               ; preds = %53, %43
  %55 = sub nsw i64 %51, %47
  %56 = icmp eq i64 %55, 1
  br i1 %56, label %58, label %57

57:                                               ; preds = %54
  call void @abort() #3
  br label %58

58:                                               ; preds = %57, %54
  %59 = icmp eq i32 %6, 0
  br i1 %59, label %84, label %60

60:                                               ; preds = %58
  %61 = load i32, i32* @h, align 4, !tbaa !10
  br label %63

62:                                               ; preds = %63
  store i32 %79, i32* @h, align 4, !tbaa !10
  br label %84

63:                                               ; preds = %63, %60
  %64 = phi i32 [ %80, %63 ], [ 0, %60 ]
  %65 = phi i32 [ %77, %63 ], [ %6, %60 ]
  %66 = phi i32 [ %65, %63 ], [ %4, %60 ]
  %67 = phi i32 [ %79, %63 ], [ %61, %60 ]
  %68 = freeze i32 %66
  %69 = freeze i32 %65
  %70 = sdiv i32 %68, %69
  %71 = mul i32 %70, %69
  %72 = sub i32 %68, %71
  %73 = icmp slt i32 %72, 0
  %74 = ashr i32 %72, 31
  %75 = add nsw i32 %74, %70
  %76 = select i1 %73, i32 %65, i32 0
  %77 = add nsw i32 %76, %72
  %78 = xor i32 %75, %67
  %79 = mul i32 %78, 16777619
  %80 = add nuw nsw i32 %64, 1
  %81 = icmp ult i32 %64, 11
  %82 = icmp ne i32 %77, 0
  %83 = select i1 %81, i1 %82, i1 false
  br i1 %83, label %63, label %62, !llvm.loop !14

84:                                               ; preds = %58, %62
  %85 = trunc i64 %36 to i32
  %86 = trunc i64 %37 to i32
  %87 = add nuw nsw i32 %5, 1
  %88 = icmp slt i32 %12, 13
  br i1 %88, label %1, label %89, !llvm.loop !15

89:                                               ; preds = %84
  %90 = load i32, i32* @h, align 4, !tbaa !10
  %91 = xor i32 %90, %87
  %92 = mul i32 %91, 16777619
  store i32 %92, i32* @h, align 4, !tbaa !10
  br label %93

93:                                               ; preds = %89, %230
  %94 = phi i32 [ 1, %89 ], [ %240, %230 ]
  %95 = phi i32 [ 1, %89 ], [ %156, %230 ]
  %96 = phi i32 [ 0, %89 ], [ %155, %230 ]
  %97 = phi i32 [ 1, %89 ], [ %232, %230 ]
  %98 = phi i32 [ 0, %89 ], [ %231, %230 ]
  %99 = zext i32 %94 to i64
  br label %100

100:                                              ; preds = %100, %93
  %101 = phi i64 [ %103, %100 ], [ %99, %93 ]
  %102 = phi i64 [ %101, %100 ], [ 1, %93 ]
  %103 = srem i64 %102, %101
  %104 = icmp eq i64 %103, 0
  br i1 %104, label %105, label %100, !llvm.loop !7

105:                                              ; preds = %100
  %106 = icmp eq i64 %101, 0
  %107 = select i1 %106, i64 1, i64 %101
  %108 = add i64 %107, 1
  %109 = icmp ult i64 %108, 3
  %110 = select i1 %109, i64 %107, i64 0
  %111 = sdiv i64 %99, %107
  %112 = add i64 %110, -2147483648
  %113 = icmp ult i64 %112, -4294967295
  %114 = icmp sgt i64 %111, 2147483647
  %115 = select i1 %113, i1 true, i1 %114
  br i1 %115, label %116, label %117

116:                                              ; preds = %105
  call void @abort() #3
  br label %117

117:                                              ; preds = %105, %116
  %118 = sext i32 %96 to i64
  %119 = shl i64 %111, 32
  %120 = ashr exact i64 %119, 32
  %121 = mul nsw i64 %120, %118
  %122 = shl i64 %110, 32
  %123 = ashr exact i64 %122, 32
  %124 = sext i32 %95 to i64
  %125 = mul nsw i64 %123, %124
  %126 = add nsw i64 %121, %125
  %127 = mul nsw i64 %120, %124
  %128 = icmp eq i64 %127, 0
  br i1 %128, label %129, label %130

129:                                              ; preds = %117
  call void @abort() #3
  br label %130

130:                                              ; preds = %129, %117
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
  br i1 %142, label %143, label %138, !llvm.loop !7

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
  %155 = trunc i64 %147 to i32
  %156 = trunc i64 %148 to i32
  %157 = and i32 %94, 1
  %158 = icmp eq i32 %157, 0
  %159 = sext i32 %98 to i64
  %160 = mul nsw i64 %120, %159
  %161 = sext i32 %97 to i64
  %162 = mul nsw i64 %123, %161
  br i1 %158, label %195, label %163

163:                                              ; preds = %154
  %164 = add nsw i64 %160, %162
  %165 = mul nsw i64 %120, %161
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
  br i1 %180, label %181, label %176, !llvm.loop !7

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
  %191 = trunc i64 %185 to i32
  %192 = trunc i64 %186 to i32
  %193 = trunc i64 %185 to i32
  %194 = trunc i64 %186 to i32
  br i1 %190, label %227, label %230

195:                                              ; preds = %154
  %196 = sub nsw i64 %160, %162
  %197 = mul nsw i64 %120, %161
  %198 = icmp eq i64 %197, 0
  br i1 %198, label %199, label %200

199:                                              ; preds = %195
  call void @abort() #3
  br label %200

200:                                              ; preds = %199, %195
  %201 = icmp slt i64 %197, 0
  %202 = sub nsw i64 0, %196
  %203 = sub nsw i64 0, %197
  %204 = select i1 %201, i64 %203, i64 %197
  %205 = select i1 %201, i64 %202, i64 %196
  %206 = call i64 @llvm.abs.i64(i64 %196, i1 true) #4
  %207 = icmp eq i64 %204, 0
  br i1 %207, label %213, label %208

208:                                              ; preds = %200, %208
  %209 = phi i64 [ %211, %208 ], [ %204, %200 ]
  %210 = phi i64 [ %209, %208 ], [ %206, %200 ]
  %211 = srem i64 %210, %209
  %212 = icmp eq i64 %211, 0
  br i1 %212, label %213, label %208, !llvm.loop !7

213:                                              ; preds = %208, %200
  %214 = phi i64 [ %206, %200 ], [ %209, %208 ]
  %215 = icmp eq i64 %214, 0
  %216 = select i1 %215, i64 1, i64 %214
  %217 = sdiv i64 %205, %216
  %218 = sdiv i64 %204, %216
  %219 = add i64 %217, -2147483648
  %220 = icmp ult i64 %219, -4294967295
  %221 = icmp sgt i64 %218, 2147483647
  %222 = select i1 %220, i1 true, i1 %221
  %223 = trunc i64 %217 to i32
  %224 = trunc i64 %218 to i32
  %225 = trunc i64 %217 to i32
  %226 = trunc i64 %218 to i32
  br i1 %222, label %227, label %230

227:                                              ; preds = %213, %181
  %228 = phi i32 [ %193, %181 ], [ %225, %213 ]
  %229 = phi i32 [ %194, %181 ], [ %226, %213 ]
  call void @abort() #3
  br label %230

230:                                              ; preds = %227, %213, %181
  %231 = phi i32 [ %191, %181 ], [ %223, %213 ], [ %228, %227 ]
  %232 = phi i32 [ %192, %181 ], [ %224, %213 ], [ %229, %227 ]
  %233 = xor i64 %148, %147
  %234 = trunc i64 %233 to i32
  %235 = load i32, i32* @h, align 4, !tbaa !10
  %236 = xor i32 %235, %234
  %237 = mul i32 %236, 16777619
  %238 = xor i32 %237, %231
  %239 = mul i32 %238, 16777619
  store i32 %239, i32* @h, align 4, !tbaa !10
  %240 = add nuw nsw i32 %94, 1
  %241 = icmp eq i32 %240, 21
  br i1 %241, label %242, label %93, !llvm.loop !16

242:                                              ; preds = %230, %249
  %243 = phi i32 [ %250, %249 ], [ -7, %230 ]
  %244 = sext i32 %243 to i64
  %245 = call i64 @llvm.abs.i64(i64 %244, i1 true) #4
  br label %252

246:                                              ; preds = %249
  %247 = load i32, i32* @h, align 4, !tbaa !10
  %248 = and i32 %247, 2147483647
  ret i32 %248

249:                                              ; preds = %424
  %250 = add nsw i32 %243, 1
  %251 = icmp eq i32 %250, 8
  br i1 %251, label %246, label %242, !llvm.loop !17

252:                                              ; preds = %242, %424
  %253 = phi i32 [ -5, %242 ], [ %425, %424 ]
  br label %254

254:                                              ; preds = %254, %252
  %255 = phi i64 [ %257, %254 ], [ 3, %252 ]
  %256 = phi i64 [ %255, %254 ], [ %245, %252 ]
  %257 = srem i64 %256, %255
  %258 = icmp eq i64 %257, 0
  br i1 %258, label %259, label %254, !llvm.loop !7

259:                                              ; preds = %254
  %260 = icmp eq i64 %255, 0
  %261 = select i1 %260, i64 1, i64 %255
  %262 = sdiv i64 %244, %261
  %263 = sdiv i64 3, %261
  %264 = add i64 %262, -2147483648
  %265 = icmp ult i64 %264, -4294967295
  br i1 %265, label %266, label %267

266:                                              ; preds = %259
  call void @abort() #3
  br label %267

267:                                              ; preds = %259, %266
  %268 = sext i32 %253 to i64
  %269 = call i64 @llvm.abs.i64(i64 %268, i1 true) #4
  br label %270

270:                                              ; preds = %270, %267
  %271 = phi i64 [ %273, %270 ], [ 4, %267 ]
  %272 = phi i64 [ %271, %270 ], [ %269, %267 ]
  %273 = srem i64 %272, %271
  %274 = icmp eq i64 %273, 0
  br i1 %274, label %275, label %270, !llvm.loop !7

275:                                              ; preds = %270
  %276 = icmp eq i64 %271, 0
  %277 = select i1 %276, i64 1, i64 %271
  %278 = sdiv i64 %268, %277
  %279 = sdiv i64 4, %277
  %280 = add i64 %278, -2147483648
  %281 = icmp ult i64 %280, -4294967295
  br i1 %281, label %282, label %283

282:                                              ; preds = %275
  call void @abort() #3
  br label %283

283:                                              ; preds = %275, %282
  %284 = shl i64 %262, 32
  %285 = ashr exact i64 %284, 32
  %286 = shl i64 %278, 32
  %287 = ashr exact i64 %286, 32
  %288 = mul nsw i64 %287, %285
  %289 = shl i64 %263, 32
  %290 = ashr exact i64 %289, 32
  %291 = shl i64 %279, 32
  %292 = ashr exact i64 %291, 32
  %293 = mul nsw i64 %292, %290
  %294 = icmp eq i64 %293, 0
  br i1 %294, label %295, label %296

295:                                              ; preds = %283
  call void @abort() #3
  br label %296

296:                                              ; preds = %295, %283
  %297 = icmp slt i64 %293, 0
  %298 = sub nsw i64 0, %288
  %299 = sub nsw i64 0, %293
  %300 = select i1 %297, i64 %299, i64 %293
  %301 = select i1 %297, i64 %298, i64 %288
  %302 = call i64 @llvm.abs.i64(i64 %288, i1 true) #4
  %303 = icmp eq i64 %300, 0
  br i1 %303, label %309, label %304

304:                                              ; preds = %296, %304
  %305 = phi i64 [ %307, %304 ], [ %300, %296 ]
  %306 = phi i64 [ %305, %304 ], [ %302, %296 ]
  %307 = srem i64 %306, %305
  %308 = icmp eq i64 %307, 0
  br i1 %308, label %309, label %304, !llvm.loop !7

309:                                              ; preds = %304, %296
  %310 = phi i64 [ %302, %296 ], [ %305, %304 ]
  %311 = icmp eq i64 %310, 0
  %312 = select i1 %311, i64 1, i64 %310
  %313 = sdiv i64 %301, %312
  %314 = sdiv i64 %300, %312
  %315 = add i64 %313, -2147483648
  %316 = icmp ult i64 %315, -4294967295
  %317 = icmp sgt i64 %314, 2147483647
  %318 = select i1 %316, i1 true, i1 %317
  br i1 %318, label %319, label %320

319:                                              ; preds = %309
  call void @abort() #3
  br label %320

320:                                              ; preds = %309, %319
  %321 = trunc i64 %313 to i32
  %322 = trunc i64 %314 to i32
  %323 = shl i32 %322, 16
  %324 = xor i32 %323, %321
  %325 = load i32, i32* @h, align 4, !tbaa !10
  %326 = xor i32 %324, %325
  %327 = mul i32 %326, 16777619
  store i32 %327, i32* @h, align 4, !tbaa !10
  %328 = mul nsw i64 %292, %285
  %329 = mul nsw i64 %287, %290
  %330 = icmp eq i64 %329, 0
  br i1 %330, label %331, label %332

331:                                              ; preds = %320
  call void @abort() #3
  br label %332

332:                                              ; preds = %331, %320
  %333 = icmp slt i64 %329, 0
  %334 = sub nsw i64 0, %328
  %335 = sub nsw i64 0, %329
  %336 = select i1 %333, i64 %335, i64 %329
  %337 = select i1 %333, i64 %334, i64 %328
  %338 = call i64 @llvm.abs.i64(i64 %328, i1 true) #4
  %339 = icmp eq i64 %336, 0
  br i1 %339, label %345, label %340

340:                                              ; preds = %332, %340
  %341 = phi i64 [ %343, %340 ], [ %336, %332 ]
  %342 = phi i64 [ %341, %340 ], [ %338, %332 ]
  %343 = srem i64 %342, %341
  %344 = icmp eq i64 %343, 0
  br i1 %344, label %345, label %340, !llvm.loop !7

345:                                              ; preds = %340, %332
  %346 = phi i64 [ %338, %332 ], [ %341, %340 ]
  %347 = icmp eq i64 %346, 0
  %348 = select i1 %347, i64 1, i64 %346
  %349 = sdiv i64 %337, %348
  %350 = sdiv i64 %336, %348
  %351 = add i64 %349, -2147483648
  %352 = icmp ult i64 %351, -4294967295
  %353 = icmp sgt i64 %350, 2147483647
  %354 = select i1 %352, i1 true, i1 %353
  br i1 %354, label %355, label %356

355:                                              ; preds = %345
  call void @abort() #3
  br label %356

356:                                              ; preds = %345, %355
  %357 = trunc i64 %349 to i32
  %358 = trunc i64 %350 to i32
  %359 = shl i32 %358, 16
  %360 = xor i32 %359, %357
  %361 = load i32, i32* @h, align 4, !tbaa !10
  %362 = xor i32 %360, %361
  %363 = mul i32 %362, 16777619
  store i32 %363, i32* @h, align 4, !tbaa !10
  %364 = sub nsw i64 %329, %328
  br i1 %294, label %365, label %366

365:                                              ; preds = %356
  call void @abort() #3
  br label %366

366:                                              ; preds = %365, %356
  %367 = sub nsw i64 0, %364
  %368 = select i1 %297, i64 %367, i64 %364
  %369 = call i64 @llvm.abs.i64(i64 %364, i1 true) #4
  br i1 %303, label %375, label %370

370:                                              ; preds = %366, %370
  %371 = phi i64 [ %373, %370 ], [ %300, %366 ]
  %372 = phi i64 [ %371, %370 ], [ %369, %366 ]
  %373 = srem i64 %372, %371
  %374 = icmp eq i64 %373, 0
  br i1 %374, label %375, label %370, !llvm.loop !7

375:                                              ; preds = %370, %366
  %376 = phi i64 [ %369, %366 ], [ %371, %370 ]
  %377 = icmp eq i64 %376, 0
  %378 = select i1 %377, i64 1, i64 %376
  %379 = sdiv i64 %368, %378
  %380 = sdiv i64 %300, %378
  %381 = add i64 %379, -2147483648
  %382 = icmp ult i64 %381, -4294967295
  %383 = icmp sgt i64 %380, 2147483647
  %384 = select i1 %382, i1 true, i1 %383
  br i1 %384, label %385, label %386

385:                                              ; preds = %375
  call void @abort() #3
  br label %386

386:                                              ; preds = %375, %385
  %387 = trunc i64 %379 to i32
  %388 = trunc i64 %380 to i32
  %389 = sext i32 %387 to i64
  %390 = mul nsw i64 %290, %389
  %391 = sext i32 %388 to i64
  %392 = mul nsw i64 %285, %391
  %393 = icmp sgt i64 %390, %392
  %394 = icmp slt i64 %390, %392
  %395 = sext i1 %394 to i32
  %396 = select i1 %393, i32 2, i32 1
  %397 = add nsw i32 %396, %395
  %398 = load i32, i32* @h, align 4, !tbaa !10
  %399 = xor i32 %398, %397
  %400 = mul i32 %399, 16777619
  store i32 %400, i32* @h, align 4, !tbaa !10
  %401 = icmp eq i32 %388, 0
  br i1 %401, label %424, label %403

402:                                              ; preds = %403
  store i32 %419, i32* @h, align 4, !tbaa !10
  br label %424

403:                                              ; preds = %386, %403
  %404 = phi i32 [ %420, %403 ], [ 0, %386 ]
  %405 = phi i32 [ %417, %403 ], [ %388, %386 ]
  %406 = phi i32 [ %405, %403 ], [ %387, %386 ]
  %407 = phi i32 [ %419, %403 ], [ %400, %386 ]
  %408 = freeze i32 %406
  %409 = freeze i32 %405
  %410 = sdiv i32 %408, %409
  %411 = mul i32 %410, %409
  %412 = sub i32 %408, %411
  %413 = icmp slt i32 %412, 0
  %414 = ashr i32 %412, 31
  %415 = add nsw i32 %414, %410
  %416 = select i1 %413, i32 %405, i32 0
  %417 = add nsw i32 %416, %412
  %418 = xor i32 %415, %407
  %419 = mul i32 %418, 16777619
  %420 = add nuw nsw i32 %404, 1
  %421 = icmp ult i32 %404, 11
  %422 = icmp ne i32 %417, 0
  %423 = select i1 %421, i1 %422, i1 false
  br i1 %423, label %403, label %402, !llvm.loop !14

424:                                              ; preds = %386, %402
  %425 = add nsw i32 %253, 2
  %426 = icmp slt i32 %253, 4
  br i1 %426, label %252, label %249, !llvm.loop !18
}

declare dso_local void @abort() local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.abs.i64(i64, i1 immarg) #2

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
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = distinct !{!14, !8, !9}
!15 = distinct !{!15, !8, !9}
!16 = distinct !{!16, !8, !9}
!17 = distinct !{!17, !8, !9}
!18 = distinct !{!18, !8, !9}
