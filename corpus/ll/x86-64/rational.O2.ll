; ModuleID = 'rational.c'
source_filename = "rational.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %81
  %2 = phi i32 [ 0, %0 ], [ %4, %81 ]
  %3 = phi i32 [ 1, %0 ], [ %6, %81 ]
  %4 = phi i32 [ 1, %0 ], [ %12, %81 ]
  %5 = phi i32 [ 1, %0 ], [ %84, %81 ]
  %6 = phi i32 [ 12, %0 ], [ %14, %81 ]
  %7 = phi i64 [ 4294967296, %0 ], [ %46, %81 ]
  %8 = phi i64 [ 0, %0 ], [ %83, %81 ]
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
  tail call void @abort() #3
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
  tail call void @abort() #3
  br label %55

55:                                               ; preds = %54, %43
  %56 = sub nsw i64 %52, %48
  %57 = icmp eq i64 %56, 1
  br i1 %57, label %59, label %58

58:                                               ; preds = %55
  tail call void @abort() #3
  br label %59

59:                                               ; preds = %58, %55
  br i1 %17, label %81, label %60

60:                                               ; preds = %59
  %61 = load i32, i32* @h, align 4, !tbaa !4
  br label %63

62:                                               ; preds = %63
  store i32 %76, i32* @h, align 4, !tbaa !4
  br label %81

63:                                               ; preds = %63, %60
  %64 = phi i32 [ %77, %63 ], [ 0, %60 ]
  %65 = phi i32 [ %74, %63 ], [ %6, %60 ]
  %66 = phi i32 [ %65, %63 ], [ %4, %60 ]
  %67 = phi i32 [ %76, %63 ], [ %61, %60 ]
  %68 = sdiv i32 %66, %65
  %69 = srem i32 %66, %65
  %70 = icmp slt i32 %69, 0
  %71 = ashr i32 %69, 31
  %72 = add nsw i32 %71, %68
  %73 = select i1 %70, i32 %65, i32 0
  %74 = add nsw i32 %73, %69
  %75 = xor i32 %72, %67
  %76 = mul i32 %75, 16777619
  %77 = add nuw nsw i32 %64, 1
  %78 = icmp ult i32 %64, 11
  %79 = icmp ne i32 %74, 0
  %80 = select i1 %78, i1 %79, i1 false
  br i1 %80, label %63, label %62, !llvm.loop !8

81:                                               ; preds = %59, %62
  %82 = and i64 %36, 4294967295
  %83 = or i64 %46, %82
  %84 = add nuw nsw i32 %5, 1
  %85 = icmp slt i32 %12, 13
  br i1 %85, label %1, label %86, !llvm.loop !9

86:                                               ; preds = %81
  %87 = load i32, i32* @h, align 4, !tbaa !4
  %88 = xor i32 %87, %84
  %89 = mul i32 %88, 16777619
  store i32 %89, i32* @h, align 4, !tbaa !4
  br label %90

90:                                               ; preds = %86, %217
  %91 = phi i64 [ 1, %86 ], [ %228, %217 ]
  %92 = phi i64 [ 1, %86 ], [ %143, %217 ]
  %93 = phi i64 [ 0, %86 ], [ %142, %217 ]
  %94 = phi i64 [ 1, %86 ], [ %219, %217 ]
  %95 = phi i64 [ 0, %86 ], [ %218, %217 ]
  br label %96

96:                                               ; preds = %96, %90
  %97 = phi i64 [ %99, %96 ], [ %91, %90 ]
  %98 = phi i64 [ %97, %96 ], [ 1, %90 ]
  %99 = srem i64 %98, %97
  %100 = icmp eq i64 %99, 0
  br i1 %100, label %101, label %96, !llvm.loop !2

101:                                              ; preds = %96
  %102 = icmp eq i64 %97, 0
  %103 = select i1 %102, i64 1, i64 %97
  %104 = add i64 %103, 1
  %105 = icmp ult i64 %104, 3
  %106 = sdiv i64 %91, %103
  %107 = icmp sgt i64 %106, 2147483647
  br i1 %107, label %108, label %109

108:                                              ; preds = %101
  tail call void @abort() #3
  br label %109

109:                                              ; preds = %101, %108
  %110 = shl i64 %93, 32
  %111 = ashr exact i64 %110, 32
  %112 = shl i64 %106, 32
  %113 = ashr exact i64 %112, 32
  %114 = mul nsw i64 %113, %111
  %115 = shl i64 %103, 32
  %116 = ashr exact i64 %115, 32
  %117 = select i1 %105, i64 %116, i64 0
  %118 = shl i64 %92, 32
  %119 = ashr exact i64 %118, 32
  %120 = mul nsw i64 %117, %119
  %121 = add nsw i64 %114, %120
  %122 = mul nsw i64 %113, %119
  %123 = icmp eq i64 %122, 0
  br i1 %123, label %124, label %125

124:                                              ; preds = %109
  tail call void @abort() #3
  br label %125

125:                                              ; preds = %124, %109
  %126 = icmp slt i64 %122, 0
  %127 = sub nsw i64 0, %121
  %128 = sub nsw i64 0, %122
  %129 = select i1 %126, i64 %128, i64 %122
  %130 = select i1 %126, i64 %127, i64 %121
  %131 = tail call i64 @llvm.abs.i64(i64 %121, i1 true) #4
  %132 = icmp eq i64 %129, 0
  br i1 %132, label %138, label %133

133:                                              ; preds = %125, %133
  %134 = phi i64 [ %136, %133 ], [ %129, %125 ]
  %135 = phi i64 [ %134, %133 ], [ %131, %125 ]
  %136 = srem i64 %135, %134
  %137 = icmp eq i64 %136, 0
  br i1 %137, label %138, label %133, !llvm.loop !2

138:                                              ; preds = %133, %125
  %139 = phi i64 [ %131, %125 ], [ %134, %133 ]
  %140 = icmp eq i64 %139, 0
  %141 = select i1 %140, i64 1, i64 %139
  %142 = sdiv i64 %130, %141
  %143 = sdiv i64 %129, %141
  %144 = add i64 %142, -2147483648
  %145 = icmp ult i64 %144, -4294967295
  %146 = icmp sgt i64 %143, 2147483647
  %147 = select i1 %145, i1 true, i1 %146
  br i1 %147, label %148, label %149

148:                                              ; preds = %138
  tail call void @abort() #3
  br label %149

149:                                              ; preds = %138, %148
  %150 = and i64 %91, 1
  %151 = icmp eq i64 %150, 0
  %152 = shl i64 %95, 32
  %153 = ashr exact i64 %152, 32
  %154 = mul nsw i64 %113, %153
  %155 = shl i64 %94, 32
  %156 = ashr exact i64 %155, 32
  %157 = mul nsw i64 %117, %156
  br i1 %151, label %186, label %158

158:                                              ; preds = %149
  %159 = add nsw i64 %154, %157
  %160 = mul nsw i64 %113, %156
  %161 = icmp eq i64 %160, 0
  br i1 %161, label %162, label %163

162:                                              ; preds = %158
  tail call void @abort() #3
  br label %163

163:                                              ; preds = %162, %158
  %164 = icmp slt i64 %160, 0
  %165 = sub nsw i64 0, %159
  %166 = sub nsw i64 0, %160
  %167 = select i1 %164, i64 %166, i64 %160
  %168 = select i1 %164, i64 %165, i64 %159
  %169 = tail call i64 @llvm.abs.i64(i64 %159, i1 true) #4
  %170 = icmp eq i64 %167, 0
  br i1 %170, label %176, label %171

171:                                              ; preds = %163, %171
  %172 = phi i64 [ %174, %171 ], [ %167, %163 ]
  %173 = phi i64 [ %172, %171 ], [ %169, %163 ]
  %174 = srem i64 %173, %172
  %175 = icmp eq i64 %174, 0
  br i1 %175, label %176, label %171, !llvm.loop !2

176:                                              ; preds = %171, %163
  %177 = phi i64 [ %169, %163 ], [ %172, %171 ]
  %178 = icmp eq i64 %177, 0
  %179 = select i1 %178, i64 1, i64 %177
  %180 = sdiv i64 %168, %179
  %181 = sdiv i64 %167, %179
  %182 = add i64 %180, -2147483648
  %183 = icmp ult i64 %182, -4294967295
  %184 = icmp sgt i64 %181, 2147483647
  %185 = select i1 %183, i1 true, i1 %184
  br i1 %185, label %214, label %217

186:                                              ; preds = %149
  %187 = sub nsw i64 %154, %157
  %188 = mul nsw i64 %113, %156
  %189 = icmp eq i64 %188, 0
  br i1 %189, label %190, label %191

190:                                              ; preds = %186
  tail call void @abort() #3
  br label %191

191:                                              ; preds = %190, %186
  %192 = icmp slt i64 %188, 0
  %193 = sub nsw i64 0, %187
  %194 = sub nsw i64 0, %188
  %195 = select i1 %192, i64 %194, i64 %188
  %196 = select i1 %192, i64 %193, i64 %187
  %197 = tail call i64 @llvm.abs.i64(i64 %187, i1 true) #4
  %198 = icmp eq i64 %195, 0
  br i1 %198, label %204, label %199

199:                                              ; preds = %191, %199
  %200 = phi i64 [ %202, %199 ], [ %195, %191 ]
  %201 = phi i64 [ %200, %199 ], [ %197, %191 ]
  %202 = srem i64 %201, %200
  %203 = icmp eq i64 %202, 0
  br i1 %203, label %204, label %199, !llvm.loop !2

204:                                              ; preds = %199, %191
  %205 = phi i64 [ %197, %191 ], [ %200, %199 ]
  %206 = icmp eq i64 %205, 0
  %207 = select i1 %206, i64 1, i64 %205
  %208 = sdiv i64 %196, %207
  %209 = sdiv i64 %195, %207
  %210 = add i64 %208, -2147483648
  %211 = icmp ult i64 %210, -4294967295
  %212 = icmp sgt i64 %209, 2147483647
  %213 = select i1 %211, i1 true, i1 %212
  br i1 %213, label %214, label %217

214:                                              ; preds = %204, %176
  %215 = phi i64 [ %180, %176 ], [ %208, %204 ]
  %216 = phi i64 [ %181, %176 ], [ %209, %204 ]
  tail call void @abort() #3
  br label %217

217:                                              ; preds = %214, %204, %176
  %218 = phi i64 [ %180, %176 ], [ %208, %204 ], [ %215, %214 ]
  %219 = phi i64 [ %181, %176 ], [ %209, %204 ], [ %216, %214 ]
  %220 = trunc i64 %218 to i32
  %221 = xor i64 %143, %142
  %222 = trunc i64 %221 to i32
  %223 = load i32, i32* @h, align 4, !tbaa !4
  %224 = xor i32 %223, %222
  %225 = mul i32 %224, 16777619
  %226 = xor i32 %225, %220
  %227 = mul i32 %226, 16777619
  store i32 %227, i32* @h, align 4, !tbaa !4
  %228 = add nuw nsw i64 %91, 1
  %229 = icmp eq i64 %228, 21
  br i1 %229, label %230, label %90, !llvm.loop !10

230:                                              ; preds = %217, %235
  %231 = phi i64 [ %236, %235 ], [ -7, %217 ]
  %232 = tail call i64 @llvm.abs.i64(i64 %231, i1 true) #4
  br label %238

233:                                              ; preds = %235
  %234 = and i32 %406, 2147483647
  ret i32 %234

235:                                              ; preds = %405
  %236 = add nsw i64 %231, 1
  %237 = icmp eq i64 %236, 8
  br i1 %237, label %233, label %230, !llvm.loop !11

238:                                              ; preds = %230, %405
  %239 = phi i64 [ -5, %230 ], [ %407, %405 ]
  br label %240

240:                                              ; preds = %240, %238
  %241 = phi i64 [ %243, %240 ], [ 3, %238 ]
  %242 = phi i64 [ %241, %240 ], [ %232, %238 ]
  %243 = srem i64 %242, %241
  %244 = icmp eq i64 %243, 0
  br i1 %244, label %245, label %240, !llvm.loop !2

245:                                              ; preds = %240
  %246 = sdiv i64 %231, %241
  %247 = sdiv i64 3, %241
  %248 = add i64 %246, -2147483648
  %249 = icmp ult i64 %248, -4294967295
  br i1 %249, label %250, label %251

250:                                              ; preds = %245
  tail call void @abort() #3
  br label %251

251:                                              ; preds = %245, %250
  %252 = tail call i64 @llvm.abs.i64(i64 %239, i1 true) #4
  br label %253

253:                                              ; preds = %253, %251
  %254 = phi i64 [ %256, %253 ], [ 4, %251 ]
  %255 = phi i64 [ %254, %253 ], [ %252, %251 ]
  %256 = srem i64 %255, %254
  %257 = icmp eq i64 %256, 0
  br i1 %257, label %258, label %253, !llvm.loop !2

258:                                              ; preds = %253
  %259 = icmp eq i64 %254, 0
  %260 = select i1 %259, i64 1, i64 %254
  %261 = sdiv i64 %239, %260
  %262 = sdiv i64 4, %260
  %263 = add i64 %261, -2147483648
  %264 = icmp ult i64 %263, -4294967295
  br i1 %264, label %265, label %266

265:                                              ; preds = %258
  tail call void @abort() #3
  br label %266

266:                                              ; preds = %258, %265
  %267 = shl i64 %246, 32
  %268 = ashr exact i64 %267, 32
  %269 = shl i64 %261, 32
  %270 = ashr exact i64 %269, 32
  %271 = mul nsw i64 %270, %268
  %272 = shl i64 %247, 32
  %273 = ashr exact i64 %272, 32
  %274 = mul nsw i64 %262, %273
  %275 = icmp eq i64 %274, 0
  br i1 %275, label %276, label %277

276:                                              ; preds = %266
  tail call void @abort() #3
  br label %277

277:                                              ; preds = %276, %266
  %278 = icmp slt i64 %274, 0
  %279 = sub nsw i64 0, %271
  %280 = sub nsw i64 0, %274
  %281 = select i1 %278, i64 %280, i64 %274
  %282 = select i1 %278, i64 %279, i64 %271
  %283 = tail call i64 @llvm.abs.i64(i64 %271, i1 true) #4
  %284 = icmp eq i64 %281, 0
  br i1 %284, label %290, label %285

285:                                              ; preds = %277, %285
  %286 = phi i64 [ %288, %285 ], [ %281, %277 ]
  %287 = phi i64 [ %286, %285 ], [ %283, %277 ]
  %288 = srem i64 %287, %286
  %289 = icmp eq i64 %288, 0
  br i1 %289, label %290, label %285, !llvm.loop !2

290:                                              ; preds = %285, %277
  %291 = phi i64 [ %283, %277 ], [ %286, %285 ]
  %292 = icmp eq i64 %291, 0
  %293 = select i1 %292, i64 1, i64 %291
  %294 = sdiv i64 %282, %293
  %295 = sdiv i64 %281, %293
  %296 = add i64 %294, -2147483648
  %297 = icmp ult i64 %296, -4294967295
  %298 = icmp sgt i64 %295, 2147483647
  %299 = select i1 %297, i1 true, i1 %298
  br i1 %299, label %300, label %301

300:                                              ; preds = %290
  tail call void @abort() #3
  br label %301

301:                                              ; preds = %290, %300
  %302 = trunc i64 %294 to i32
  %303 = trunc i64 %295 to i32
  %304 = shl i32 %303, 16
  %305 = xor i32 %304, %302
  %306 = load i32, i32* @h, align 4, !tbaa !4
  %307 = xor i32 %305, %306
  %308 = mul i32 %307, 16777619
  store i32 %308, i32* @h, align 4, !tbaa !4
  %309 = mul nsw i64 %262, %268
  %310 = mul nsw i64 %270, %273
  %311 = icmp eq i64 %310, 0
  br i1 %311, label %312, label %313

312:                                              ; preds = %301
  tail call void @abort() #3
  br label %313

313:                                              ; preds = %312, %301
  %314 = icmp slt i64 %310, 0
  %315 = sub nsw i64 0, %309
  %316 = sub nsw i64 0, %310
  %317 = select i1 %314, i64 %316, i64 %310
  %318 = select i1 %314, i64 %315, i64 %309
  %319 = tail call i64 @llvm.abs.i64(i64 %309, i1 true) #4
  %320 = icmp eq i64 %317, 0
  br i1 %320, label %326, label %321

321:                                              ; preds = %313, %321
  %322 = phi i64 [ %324, %321 ], [ %317, %313 ]
  %323 = phi i64 [ %322, %321 ], [ %319, %313 ]
  %324 = srem i64 %323, %322
  %325 = icmp eq i64 %324, 0
  br i1 %325, label %326, label %321, !llvm.loop !2

326:                                              ; preds = %321, %313
  %327 = phi i64 [ %319, %313 ], [ %322, %321 ]
  %328 = icmp eq i64 %327, 0
  %329 = select i1 %328, i64 1, i64 %327
  %330 = sdiv i64 %318, %329
  %331 = sdiv i64 %317, %329
  %332 = add i64 %330, -2147483648
  %333 = icmp ult i64 %332, -4294967295
  %334 = icmp sgt i64 %331, 2147483647
  %335 = select i1 %333, i1 true, i1 %334
  br i1 %335, label %336, label %337

336:                                              ; preds = %326
  tail call void @abort() #3
  br label %337

337:                                              ; preds = %326, %336
  %338 = trunc i64 %330 to i32
  %339 = trunc i64 %331 to i32
  %340 = shl i32 %339, 16
  %341 = xor i32 %340, %338
  %342 = load i32, i32* @h, align 4, !tbaa !4
  %343 = xor i32 %341, %342
  %344 = mul i32 %343, 16777619
  store i32 %344, i32* @h, align 4, !tbaa !4
  %345 = sub nsw i64 %310, %309
  br i1 %275, label %346, label %347

346:                                              ; preds = %337
  tail call void @abort() #3
  br label %347

347:                                              ; preds = %346, %337
  %348 = sub nsw i64 0, %345
  %349 = select i1 %278, i64 %348, i64 %345
  %350 = tail call i64 @llvm.abs.i64(i64 %345, i1 true) #4
  br i1 %284, label %356, label %351

351:                                              ; preds = %347, %351
  %352 = phi i64 [ %354, %351 ], [ %281, %347 ]
  %353 = phi i64 [ %352, %351 ], [ %350, %347 ]
  %354 = srem i64 %353, %352
  %355 = icmp eq i64 %354, 0
  br i1 %355, label %356, label %351, !llvm.loop !2

356:                                              ; preds = %351, %347
  %357 = phi i64 [ %350, %347 ], [ %352, %351 ]
  %358 = icmp eq i64 %357, 0
  %359 = select i1 %358, i64 1, i64 %357
  %360 = sdiv i64 %349, %359
  %361 = sdiv i64 %281, %359
  %362 = add i64 %360, -2147483648
  %363 = icmp ult i64 %362, -4294967295
  %364 = icmp sgt i64 %361, 2147483647
  %365 = select i1 %363, i1 true, i1 %364
  br i1 %365, label %366, label %367

366:                                              ; preds = %356
  tail call void @abort() #3
  br label %367

367:                                              ; preds = %356, %366
  %368 = trunc i64 %361 to i32
  %369 = shl i64 %360, 32
  %370 = ashr exact i64 %369, 32
  %371 = mul nsw i64 %370, %273
  %372 = shl i64 %361, 32
  %373 = ashr exact i64 %372, 32
  %374 = mul nsw i64 %373, %268
  %375 = icmp sgt i64 %371, %374
  %376 = icmp slt i64 %371, %374
  %377 = sext i1 %376 to i32
  %378 = select i1 %375, i32 2, i32 1
  %379 = add nsw i32 %378, %377
  %380 = load i32, i32* @h, align 4, !tbaa !4
  %381 = xor i32 %380, %379
  %382 = mul i32 %381, 16777619
  store i32 %382, i32* @h, align 4, !tbaa !4
  %383 = icmp eq i32 %368, 0
  br i1 %383, label %405, label %384

384:                                              ; preds = %367
  %385 = trunc i64 %360 to i32
  br label %387

386:                                              ; preds = %387
  store i32 %400, i32* @h, align 4, !tbaa !4
  br label %405

387:                                              ; preds = %384, %387
  %388 = phi i32 [ %401, %387 ], [ 0, %384 ]
  %389 = phi i32 [ %398, %387 ], [ %368, %384 ]
  %390 = phi i32 [ %389, %387 ], [ %385, %384 ]
  %391 = phi i32 [ %400, %387 ], [ %382, %384 ]
  %392 = sdiv i32 %390, %389
  %393 = srem i32 %390, %389
  %394 = icmp slt i32 %393, 0
  %395 = ashr i32 %393, 31
  %396 = add nsw i32 %395, %392
  %397 = select i1 %394, i32 %389, i32 0
  %398 = add nsw i32 %397, %393
  %399 = xor i32 %396, %391
  %400 = mul i32 %399, 16777619
  %401 = add nuw nsw i32 %388, 1
  %402 = icmp ult i32 %388, 11
  %403 = icmp ne i32 %398, 0
  %404 = select i1 %402, i1 %403, i1 false
  br i1 %404, label %387, label %386, !llvm.loop !8

405:                                              ; preds = %367, %386
  %406 = phi i32 [ %382, %367 ], [ %400, %386 ]
  %407 = add nsw i64 %239, 2
  %408 = icmp slt i64 %239, 4
  br i1 %408, label %238, label %235, !llvm.loop !12
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
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !3}
!9 = distinct !{!9, !3}
!10 = distinct !{!10, !3}
!11 = distinct !{!11, !3}
!12 = distinct !{!12, !3}
