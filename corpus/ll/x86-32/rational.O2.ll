; ModuleID = 'rational.c'
source_filename = "rational.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %80
  %2 = phi i32 [ 0, %0 ], [ %4, %80 ]
  %3 = phi i32 [ 1, %0 ], [ %6, %80 ]
  %4 = phi i32 [ 1, %0 ], [ %12, %80 ]
  %5 = phi i32 [ 1, %0 ], [ %83, %80 ]
  %6 = phi i32 [ 12, %0 ], [ %14, %80 ]
  %7 = phi i32 [ 1, %0 ], [ %82, %80 ]
  %8 = phi i32 [ 0, %0 ], [ %81, %80 ]
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
  br i1 %31, label %32, label %27, !llvm.loop !3

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
  br i1 %17, label %80, label %59

59:                                               ; preds = %58
  %60 = load i32, i32* @h, align 4, !tbaa !5
  br label %62

61:                                               ; preds = %62
  store i32 %75, i32* @h, align 4, !tbaa !5
  br label %80

62:                                               ; preds = %62, %59
  %63 = phi i32 [ %76, %62 ], [ 0, %59 ]
  %64 = phi i32 [ %73, %62 ], [ %6, %59 ]
  %65 = phi i32 [ %64, %62 ], [ %4, %59 ]
  %66 = phi i32 [ %75, %62 ], [ %60, %59 ]
  %67 = sdiv i32 %65, %64
  %68 = srem i32 %65, %64
  %69 = icmp slt i32 %68, 0
  %70 = ashr i32 %68, 31
  %71 = add nsw i32 %70, %67
  %72 = select i1 %69, i32 %64, i32 0
  %73 = add nsw i32 %72, %68
  %74 = xor i32 %71, %66
  %75 = mul i32 %74, 16777619
  %76 = add nuw nsw i32 %63, 1
  %77 = icmp ult i32 %63, 11
  %78 = icmp ne i32 %73, 0
  %79 = select i1 %77, i1 %78, i1 false
  br i1 %79, label %62, label %61, !llvm.loop !9

80:                                               ; preds = %58, %61
  %81 = trunc i64 %36 to i32
  %82 = trunc i64 %37 to i32
  %83 = add nuw nsw i32 %5, 1
  %84 = icmp slt i32 %12, 13
  br i1 %84, label %1, label %85, !llvm.loop !10

85:                                               ; preds = %80
  %86 = load i32, i32* @h, align 4, !tbaa !5
  %87 = xor i32 %86, %83
  %88 = mul i32 %87, 16777619
  store i32 %88, i32* @h, align 4, !tbaa !5
  br label %89

89:                                               ; preds = %85, %223
  %90 = phi i32 [ 1, %85 ], [ %233, %223 ]
  %91 = phi i32 [ 1, %85 ], [ %149, %223 ]
  %92 = phi i32 [ 0, %85 ], [ %148, %223 ]
  %93 = phi i32 [ 1, %85 ], [ %225, %223 ]
  %94 = phi i32 [ 0, %85 ], [ %224, %223 ]
  %95 = zext i32 %90 to i64
  br label %96

96:                                               ; preds = %96, %89
  %97 = phi i64 [ %99, %96 ], [ %95, %89 ]
  %98 = phi i64 [ %97, %96 ], [ 1, %89 ]
  %99 = srem i64 %98, %97
  %100 = icmp eq i64 %99, 0
  br i1 %100, label %101, label %96, !llvm.loop !3

101:                                              ; preds = %96
  %102 = icmp eq i64 %97, 0
  %103 = select i1 %102, i64 1, i64 %97
  %104 = add i64 %103, 1
  %105 = icmp ult i64 %104, 3
  %106 = sdiv i64 %95, %103
  %107 = icmp sgt i64 %106, 2147483647
  br i1 %107, label %108, label %109

108:                                              ; preds = %101
  tail call void @abort() #3
  br label %109

109:                                              ; preds = %101, %108
  %110 = sext i32 %92 to i64
  %111 = shl i64 %106, 32
  %112 = ashr exact i64 %111, 32
  %113 = mul nsw i64 %112, %110
  %114 = shl i64 %103, 32
  %115 = ashr exact i64 %114, 32
  %116 = select i1 %105, i64 %115, i64 0
  %117 = sext i32 %91 to i64
  %118 = mul nsw i64 %116, %117
  %119 = add nsw i64 %113, %118
  %120 = mul nsw i64 %112, %117
  %121 = icmp eq i64 %120, 0
  br i1 %121, label %122, label %123

122:                                              ; preds = %109
  tail call void @abort() #3
  br label %123

123:                                              ; preds = %122, %109
  %124 = icmp slt i64 %120, 0
  %125 = sub nsw i64 0, %119
  %126 = sub nsw i64 0, %120
  %127 = select i1 %124, i64 %126, i64 %120
  %128 = select i1 %124, i64 %125, i64 %119
  %129 = tail call i64 @llvm.abs.i64(i64 %119, i1 true) #4
  %130 = icmp eq i64 %127, 0
  br i1 %130, label %136, label %131

131:                                              ; preds = %123, %131
  %132 = phi i64 [ %134, %131 ], [ %127, %123 ]
  %133 = phi i64 [ %132, %131 ], [ %129, %123 ]
  %134 = srem i64 %133, %132
  %135 = icmp eq i64 %134, 0
  br i1 %135, label %136, label %131, !llvm.loop !3

136:                                              ; preds = %131, %123
  %137 = phi i64 [ %129, %123 ], [ %132, %131 ]
  %138 = icmp eq i64 %137, 0
  %139 = select i1 %138, i64 1, i64 %137
  %140 = sdiv i64 %128, %139
  %141 = sdiv i64 %127, %139
  %142 = add i64 %140, -2147483648
  %143 = icmp ult i64 %142, -4294967295
  %144 = icmp sgt i64 %141, 2147483647
  %145 = select i1 %143, i1 true, i1 %144
  br i1 %145, label %146, label %147

146:                                              ; preds = %136
  tail call void @abort() #3
  br label %147

147:                                              ; preds = %136, %146
  %148 = trunc i64 %140 to i32
  %149 = trunc i64 %141 to i32
  %150 = and i32 %90, 1
  %151 = icmp eq i32 %150, 0
  %152 = sext i32 %94 to i64
  %153 = mul nsw i64 %112, %152
  %154 = sext i32 %93 to i64
  %155 = mul nsw i64 %116, %154
  br i1 %151, label %188, label %156

156:                                              ; preds = %147
  %157 = add nsw i64 %153, %155
  %158 = mul nsw i64 %112, %154
  %159 = icmp eq i64 %158, 0
  br i1 %159, label %160, label %161

160:                                              ; preds = %156
  tail call void @abort() #3
  br label %161

161:                                              ; preds = %160, %156
  %162 = icmp slt i64 %158, 0
  %163 = sub nsw i64 0, %157
  %164 = sub nsw i64 0, %158
  %165 = select i1 %162, i64 %164, i64 %158
  %166 = select i1 %162, i64 %163, i64 %157
  %167 = tail call i64 @llvm.abs.i64(i64 %157, i1 true) #4
  %168 = icmp eq i64 %165, 0
  br i1 %168, label %174, label %169

169:                                              ; preds = %161, %169
  %170 = phi i64 [ %172, %169 ], [ %165, %161 ]
  %171 = phi i64 [ %170, %169 ], [ %167, %161 ]
  %172 = srem i64 %171, %170
  %173 = icmp eq i64 %172, 0
  br i1 %173, label %174, label %169, !llvm.loop !3

174:                                              ; preds = %169, %161
  %175 = phi i64 [ %167, %161 ], [ %170, %169 ]
  %176 = icmp eq i64 %175, 0
  %177 = select i1 %176, i64 1, i64 %175
  %178 = sdiv i64 %166, %177
  %179 = sdiv i64 %165, %177
  %180 = add i64 %178, -2147483648
  %181 = icmp ult i64 %180, -4294967295
  %182 = icmp sgt i64 %179, 2147483647
  %183 = select i1 %181, i1 true, i1 %182
  %184 = trunc i64 %178 to i32
  %185 = trunc i64 %179 to i32
  %186 = trunc i64 %178 to i32
  %187 = trunc i64 %179 to i32
  br i1 %183, label %220, label %223

188:                                              ; preds = %147
  %189 = sub nsw i64 %153, %155
  %190 = mul nsw i64 %112, %154
  %191 = icmp eq i64 %190, 0
  br i1 %191, label %192, label %193

192:                                              ; preds = %188
  tail call void @abort() #3
  br label %193

193:                                              ; preds = %192, %188
  %194 = icmp slt i64 %190, 0
  %195 = sub nsw i64 0, %189
  %196 = sub nsw i64 0, %190
  %197 = select i1 %194, i64 %196, i64 %190
  %198 = select i1 %194, i64 %195, i64 %189
  %199 = tail call i64 @llvm.abs.i64(i64 %189, i1 true) #4
  %200 = icmp eq i64 %197, 0
  br i1 %200, label %206, label %201

201:                                              ; preds = %193, %201
  %202 = phi i64 [ %204, %201 ], [ %197, %193 ]
  %203 = phi i64 [ %202, %201 ], [ %199, %193 ]
  %204 = srem i64 %203, %202
  %205 = icmp eq i64 %204, 0
  br i1 %205, label %206, label %201, !llvm.loop !3

206:                                              ; preds = %201, %193
  %207 = phi i64 [ %199, %193 ], [ %202, %201 ]
  %208 = icmp eq i64 %207, 0
  %209 = select i1 %208, i64 1, i64 %207
  %210 = sdiv i64 %198, %209
  %211 = sdiv i64 %197, %209
  %212 = add i64 %210, -2147483648
  %213 = icmp ult i64 %212, -4294967295
  %214 = icmp sgt i64 %211, 2147483647
  %215 = select i1 %213, i1 true, i1 %214
  %216 = trunc i64 %210 to i32
  %217 = trunc i64 %211 to i32
  %218 = trunc i64 %210 to i32
  %219 = trunc i64 %211 to i32
  br i1 %215, label %220, label %223

220:                                              ; preds = %206, %174
  %221 = phi i32 [ %186, %174 ], [ %218, %206 ]
  %222 = phi i32 [ %187, %174 ], [ %219, %206 ]
  tail call void @abort() #3
  br label %223

223:                                              ; preds = %220, %206, %174
  %224 = phi i32 [ %184, %174 ], [ %216, %206 ], [ %221, %220 ]
  %225 = phi i32 [ %185, %174 ], [ %217, %206 ], [ %222, %220 ]
  %226 = xor i64 %141, %140
  %227 = trunc i64 %226 to i32
  %228 = load i32, i32* @h, align 4, !tbaa !5
  %229 = xor i32 %228, %227
  %230 = mul i32 %229, 16777619
  %231 = xor i32 %230, %224
  %232 = mul i32 %231, 16777619
  store i32 %232, i32* @h, align 4, !tbaa !5
  %233 = add nuw nsw i32 %90, 1
  %234 = icmp eq i32 %233, 21
  br i1 %234, label %235, label %89, !llvm.loop !11

235:                                              ; preds = %223, %241
  %236 = phi i32 [ %242, %241 ], [ -7, %223 ]
  %237 = sext i32 %236 to i64
  %238 = tail call i64 @llvm.abs.i64(i64 %237, i1 true) #4
  br label %244

239:                                              ; preds = %241
  %240 = and i32 %410, 2147483647
  ret i32 %240

241:                                              ; preds = %409
  %242 = add nsw i32 %236, 1
  %243 = icmp eq i32 %242, 8
  br i1 %243, label %239, label %235, !llvm.loop !12

244:                                              ; preds = %235, %409
  %245 = phi i32 [ -5, %235 ], [ %411, %409 ]
  br label %246

246:                                              ; preds = %246, %244
  %247 = phi i64 [ %249, %246 ], [ 3, %244 ]
  %248 = phi i64 [ %247, %246 ], [ %238, %244 ]
  %249 = srem i64 %248, %247
  %250 = icmp eq i64 %249, 0
  br i1 %250, label %251, label %246, !llvm.loop !3

251:                                              ; preds = %246
  %252 = sdiv i64 %237, %247
  %253 = sdiv i64 3, %247
  %254 = add i64 %252, -2147483648
  %255 = icmp ult i64 %254, -4294967295
  br i1 %255, label %256, label %257

256:                                              ; preds = %251
  tail call void @abort() #3
  br label %257

257:                                              ; preds = %251, %256
  %258 = sext i32 %245 to i64
  %259 = tail call i64 @llvm.abs.i64(i64 %258, i1 true) #4
  br label %260

260:                                              ; preds = %260, %257
  %261 = phi i64 [ %263, %260 ], [ 4, %257 ]
  %262 = phi i64 [ %261, %260 ], [ %259, %257 ]
  %263 = srem i64 %262, %261
  %264 = icmp eq i64 %263, 0
  br i1 %264, label %265, label %260, !llvm.loop !3

265:                                              ; preds = %260
  %266 = icmp eq i64 %261, 0
  %267 = select i1 %266, i64 1, i64 %261
  %268 = sdiv i64 %258, %267
  %269 = sdiv i64 4, %267
  %270 = add i64 %268, -2147483648
  %271 = icmp ult i64 %270, -4294967295
  br i1 %271, label %272, label %273

272:                                              ; preds = %265
  tail call void @abort() #3
  br label %273

273:                                              ; preds = %265, %272
  %274 = shl i64 %252, 32
  %275 = ashr exact i64 %274, 32
  %276 = shl i64 %268, 32
  %277 = ashr exact i64 %276, 32
  %278 = mul nsw i64 %277, %275
  %279 = shl i64 %253, 32
  %280 = ashr exact i64 %279, 32
  %281 = mul nsw i64 %269, %280
  %282 = icmp eq i64 %281, 0
  br i1 %282, label %283, label %284

283:                                              ; preds = %273
  tail call void @abort() #3
  br label %284

284:                                              ; preds = %283, %273
  %285 = icmp slt i64 %281, 0
  %286 = sub nsw i64 0, %278
  %287 = sub nsw i64 0, %281
  %288 = select i1 %285, i64 %287, i64 %281
  %289 = select i1 %285, i64 %286, i64 %278
  %290 = tail call i64 @llvm.abs.i64(i64 %278, i1 true) #4
  %291 = icmp eq i64 %288, 0
  br i1 %291, label %297, label %292

292:                                              ; preds = %284, %292
  %293 = phi i64 [ %295, %292 ], [ %288, %284 ]
  %294 = phi i64 [ %293, %292 ], [ %290, %284 ]
  %295 = srem i64 %294, %293
  %296 = icmp eq i64 %295, 0
  br i1 %296, label %297, label %292, !llvm.loop !3

297:                                              ; preds = %292, %284
  %298 = phi i64 [ %290, %284 ], [ %293, %292 ]
  %299 = icmp eq i64 %298, 0
  %300 = select i1 %299, i64 1, i64 %298
  %301 = sdiv i64 %289, %300
  %302 = sdiv i64 %288, %300
  %303 = add i64 %301, -2147483648
  %304 = icmp ult i64 %303, -4294967295
  %305 = icmp sgt i64 %302, 2147483647
  %306 = select i1 %304, i1 true, i1 %305
  br i1 %306, label %307, label %308

307:                                              ; preds = %297
  tail call void @abort() #3
  br label %308

308:                                              ; preds = %297, %307
  %309 = trunc i64 %301 to i32
  %310 = trunc i64 %302 to i32
  %311 = shl i32 %310, 16
  %312 = xor i32 %311, %309
  %313 = load i32, i32* @h, align 4, !tbaa !5
  %314 = xor i32 %312, %313
  %315 = mul i32 %314, 16777619
  store i32 %315, i32* @h, align 4, !tbaa !5
  %316 = mul nsw i64 %269, %275
  %317 = mul nsw i64 %277, %280
  %318 = icmp eq i64 %317, 0
  br i1 %318, label %319, label %320

319:                                              ; preds = %308
  tail call void @abort() #3
  br label %320

320:                                              ; preds = %319, %308
  %321 = icmp slt i64 %317, 0
  %322 = sub nsw i64 0, %316
  %323 = sub nsw i64 0, %317
  %324 = select i1 %321, i64 %323, i64 %317
  %325 = select i1 %321, i64 %322, i64 %316
  %326 = tail call i64 @llvm.abs.i64(i64 %316, i1 true) #4
  %327 = icmp eq i64 %324, 0
  br i1 %327, label %333, label %328

328:                                              ; preds = %320, %328
  %329 = phi i64 [ %331, %328 ], [ %324, %320 ]
  %330 = phi i64 [ %329, %328 ], [ %326, %320 ]
  %331 = srem i64 %330, %329
  %332 = icmp eq i64 %331, 0
  br i1 %332, label %333, label %328, !llvm.loop !3

333:                                              ; preds = %328, %320
  %334 = phi i64 [ %326, %320 ], [ %329, %328 ]
  %335 = icmp eq i64 %334, 0
  %336 = select i1 %335, i64 1, i64 %334
  %337 = sdiv i64 %325, %336
  %338 = sdiv i64 %324, %336
  %339 = add i64 %337, -2147483648
  %340 = icmp ult i64 %339, -4294967295
  %341 = icmp sgt i64 %338, 2147483647
  %342 = select i1 %340, i1 true, i1 %341
  br i1 %342, label %343, label %344

343:                                              ; preds = %333
  tail call void @abort() #3
  br label %344

344:                                              ; preds = %333, %343
  %345 = trunc i64 %337 to i32
  %346 = trunc i64 %338 to i32
  %347 = shl i32 %346, 16
  %348 = xor i32 %347, %345
  %349 = load i32, i32* @h, align 4, !tbaa !5
  %350 = xor i32 %348, %349
  %351 = mul i32 %350, 16777619
  store i32 %351, i32* @h, align 4, !tbaa !5
  %352 = sub nsw i64 %317, %316
  br i1 %282, label %353, label %354

353:                                              ; preds = %344
  tail call void @abort() #3
  br label %354

354:                                              ; preds = %353, %344
  %355 = sub nsw i64 0, %352
  %356 = select i1 %285, i64 %355, i64 %352
  %357 = tail call i64 @llvm.abs.i64(i64 %352, i1 true) #4
  br i1 %291, label %363, label %358

358:                                              ; preds = %354, %358
  %359 = phi i64 [ %361, %358 ], [ %288, %354 ]
  %360 = phi i64 [ %359, %358 ], [ %357, %354 ]
  %361 = srem i64 %360, %359
  %362 = icmp eq i64 %361, 0
  br i1 %362, label %363, label %358, !llvm.loop !3

363:                                              ; preds = %358, %354
  %364 = phi i64 [ %357, %354 ], [ %359, %358 ]
  %365 = icmp eq i64 %364, 0
  %366 = select i1 %365, i64 1, i64 %364
  %367 = sdiv i64 %356, %366
  %368 = sdiv i64 %288, %366
  %369 = add i64 %367, -2147483648
  %370 = icmp ult i64 %369, -4294967295
  %371 = icmp sgt i64 %368, 2147483647
  %372 = select i1 %370, i1 true, i1 %371
  br i1 %372, label %373, label %374

373:                                              ; preds = %363
  tail call void @abort() #3
  br label %374

374:                                              ; preds = %363, %373
  %375 = trunc i64 %367 to i32
  %376 = trunc i64 %368 to i32
  %377 = sext i32 %375 to i64
  %378 = mul nsw i64 %280, %377
  %379 = sext i32 %376 to i64
  %380 = mul nsw i64 %275, %379
  %381 = icmp sgt i64 %378, %380
  %382 = icmp slt i64 %378, %380
  %383 = sext i1 %382 to i32
  %384 = select i1 %381, i32 2, i32 1
  %385 = add nsw i32 %384, %383
  %386 = load i32, i32* @h, align 4, !tbaa !5
  %387 = xor i32 %386, %385
  %388 = mul i32 %387, 16777619
  store i32 %388, i32* @h, align 4, !tbaa !5
  %389 = icmp eq i32 %376, 0
  br i1 %389, label %409, label %391

390:                                              ; preds = %391
  store i32 %404, i32* @h, align 4, !tbaa !5
  br label %409

391:                                              ; preds = %374, %391
  %392 = phi i32 [ %405, %391 ], [ 0, %374 ]
  %393 = phi i32 [ %402, %391 ], [ %376, %374 ]
  %394 = phi i32 [ %393, %391 ], [ %375, %374 ]
  %395 = phi i32 [ %404, %391 ], [ %388, %374 ]
  %396 = sdiv i32 %394, %393
  %397 = srem i32 %394, %393
  %398 = icmp slt i32 %397, 0
  %399 = ashr i32 %397, 31
  %400 = add nsw i32 %399, %396
  %401 = select i1 %398, i32 %393, i32 0
  %402 = add nsw i32 %401, %397
  %403 = xor i32 %400, %395
  %404 = mul i32 %403, 16777619
  %405 = add nuw nsw i32 %392, 1
  %406 = icmp ult i32 %392, 11
  %407 = icmp ne i32 %402, 0
  %408 = select i1 %406, i1 %407, i1 false
  br i1 %408, label %391, label %390, !llvm.loop !9

409:                                              ; preds = %374, %390
  %410 = phi i32 [ %388, %374 ], [ %404, %390 ]
  %411 = add nsw i32 %245, 2
  %412 = icmp slt i32 %245, 4
  br i1 %412, label %244, label %241, !llvm.loop !13
}

declare dso_local void @abort() local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.abs.i64(i64, i1 immarg) #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.mustprogress"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !4}
!10 = distinct !{!10, !4}
!11 = distinct !{!11, !4}
!12 = distinct !{!12, !4}
!13 = distinct !{!13, !4}
