; ModuleID = 'hashes.c'
source_filename = "hashes.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@buf = internal unnamed_addr global [256 x i8] zeroinitializer, align 1
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %44, %1 ]
  %3 = and i32 %2, 1
  %4 = icmp eq i32 %3, 0
  %5 = lshr i32 %2, 1
  %6 = xor i32 %5, -306674912
  %7 = select i1 %4, i32 %5, i32 %6
  %8 = and i32 %7, 1
  %9 = icmp eq i32 %8, 0
  %10 = lshr i32 %7, 1
  %11 = xor i32 %10, -306674912
  %12 = select i1 %9, i32 %10, i32 %11
  %13 = and i32 %12, 1
  %14 = icmp eq i32 %13, 0
  %15 = lshr i32 %12, 1
  %16 = xor i32 %15, -306674912
  %17 = select i1 %14, i32 %15, i32 %16
  %18 = and i32 %17, 1
  %19 = icmp eq i32 %18, 0
  %20 = lshr i32 %17, 1
  %21 = xor i32 %20, -306674912
  %22 = select i1 %19, i32 %20, i32 %21
  %23 = and i32 %22, 1
  %24 = icmp eq i32 %23, 0
  %25 = lshr i32 %22, 1
  %26 = xor i32 %25, -306674912
  %27 = select i1 %24, i32 %25, i32 %26
  %28 = and i32 %27, 1
  %29 = icmp eq i32 %28, 0
  %30 = lshr i32 %27, 1
  %31 = xor i32 %30, -306674912
  %32 = select i1 %29, i32 %30, i32 %31
  %33 = and i32 %32, 1
  %34 = icmp eq i32 %33, 0
  %35 = lshr i32 %32, 1
  %36 = xor i32 %35, -306674912
  %37 = select i1 %34, i32 %35, i32 %36
  %38 = and i32 %37, 1
  %39 = icmp eq i32 %38, 0
  %40 = lshr i32 %37, 1
  %41 = xor i32 %40, -306674912
  %42 = select i1 %39, i32 %40, i32 %41
  %43 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %2
  store i32 %42, i32* %43, align 4, !tbaa !3
  %44 = add nuw nsw i32 %2, 1
  %45 = icmp eq i32 %44, 256
  br i1 %45, label %46, label %1, !llvm.loop !7

46:                                               ; preds = %1
  %47 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i32 0, i32 206), align 4, !tbaa !3
  %48 = xor i32 %47, 16777215
  %49 = and i32 %48, 255
  %50 = xor i32 %49, 50
  %51 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %50
  %52 = load i32, i32* %51, align 4, !tbaa !3
  %53 = lshr i32 %48, 8
  %54 = xor i32 %52, %53
  %55 = and i32 %54, 255
  %56 = xor i32 %55, 51
  %57 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %56
  %58 = load i32, i32* %57, align 4, !tbaa !3
  %59 = lshr i32 %54, 8
  %60 = xor i32 %58, %59
  %61 = and i32 %60, 255
  %62 = xor i32 %61, 52
  %63 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %62
  %64 = load i32, i32* %63, align 4, !tbaa !3
  %65 = lshr i32 %60, 8
  %66 = xor i32 %64, %65
  %67 = and i32 %66, 255
  %68 = xor i32 %67, 53
  %69 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %68
  %70 = load i32, i32* %69, align 4, !tbaa !3
  %71 = lshr i32 %66, 8
  %72 = xor i32 %70, %71
  %73 = and i32 %72, 255
  %74 = xor i32 %73, 54
  %75 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %74
  %76 = load i32, i32* %75, align 4, !tbaa !3
  %77 = lshr i32 %72, 8
  %78 = xor i32 %76, %77
  %79 = and i32 %78, 255
  %80 = xor i32 %79, 55
  %81 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %80
  %82 = load i32, i32* %81, align 4, !tbaa !3
  %83 = lshr i32 %78, 8
  %84 = xor i32 %82, %83
  %85 = and i32 %84, 255
  %86 = xor i32 %85, 56
  %87 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %86
  %88 = load i32, i32* %87, align 4, !tbaa !3
  %89 = lshr i32 %84, 8
  %90 = xor i32 %88, %89
  %91 = and i32 %90, 255
  %92 = xor i32 %91, 57
  %93 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %92
  %94 = load i32, i32* %93, align 4, !tbaa !3
  %95 = lshr i32 %90, 8
  %96 = xor i32 %94, %95
  %97 = icmp eq i32 %96, 873187033
  br i1 %97, label %99, label %98

98:                                               ; preds = %46
  tail call void @abort() #2
  br label %99

99:                                               ; preds = %46, %98
  br label %226

100:                                              ; preds = %226, %100
  %101 = phi i32 [ %147, %100 ], [ 0, %226 ]
  %102 = phi i32 [ %146, %100 ], [ -1, %226 ]
  %103 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %101
  %104 = load i8, i8* %103, align 1, !tbaa !9
  %105 = zext i8 %104 to i32
  %106 = xor i32 %102, %105
  %107 = lshr i32 %106, 1
  %108 = and i32 %106, 1
  %109 = sub nsw i32 0, %108
  %110 = and i32 %109, -306674912
  %111 = xor i32 %110, %107
  %112 = lshr i32 %111, 1
  %113 = and i32 %107, 1
  %114 = sub nsw i32 0, %113
  %115 = and i32 %114, -306674912
  %116 = xor i32 %112, %115
  %117 = lshr i32 %116, 1
  %118 = and i32 %112, 1
  %119 = sub nsw i32 0, %118
  %120 = and i32 %119, -306674912
  %121 = xor i32 %120, %117
  %122 = lshr i32 %121, 1
  %123 = and i32 %117, 1
  %124 = sub nsw i32 0, %123
  %125 = and i32 %124, -306674912
  %126 = xor i32 %125, %122
  %127 = lshr i32 %126, 1
  %128 = and i32 %122, 1
  %129 = sub nsw i32 0, %128
  %130 = and i32 %129, -306674912
  %131 = xor i32 %130, %127
  %132 = lshr i32 %131, 1
  %133 = and i32 %127, 1
  %134 = sub nsw i32 0, %133
  %135 = and i32 %134, -306674912
  %136 = xor i32 %135, %132
  %137 = lshr i32 %136, 1
  %138 = and i32 %132, 1
  %139 = sub nsw i32 0, %138
  %140 = and i32 %139, -306674912
  %141 = xor i32 %140, %137
  %142 = lshr i32 %141, 1
  %143 = and i32 %137, 1
  %144 = sub nsw i32 0, %143
  %145 = and i32 %144, -306674912
  %146 = xor i32 %145, %142
  %147 = add nuw nsw i32 %101, 1
  %148 = icmp eq i32 %147, 256
  br i1 %148, label %149, label %100, !llvm.loop !10

149:                                              ; preds = %100, %149
  %150 = phi i32 [ %171, %149 ], [ -1, %100 ]
  %151 = phi i32 [ %162, %149 ], [ 256, %100 ]
  %152 = phi i8* [ %163, %149 ], [ getelementptr inbounds ([256 x i8], [256 x i8]* @buf, i32 0, i32 0), %100 ]
  %153 = getelementptr inbounds i8, i8* %152, i32 1
  %154 = load i8, i8* %152, align 1, !tbaa !9
  %155 = zext i8 %154 to i32
  %156 = and i32 %150, 255
  %157 = xor i32 %156, %155
  %158 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %157
  %159 = load i32, i32* %158, align 4, !tbaa !3
  %160 = lshr i32 %150, 8
  %161 = xor i32 %159, %160
  %162 = add nsw i32 %151, -2
  %163 = getelementptr inbounds i8, i8* %152, i32 2
  %164 = load i8, i8* %153, align 1, !tbaa !9
  %165 = zext i8 %164 to i32
  %166 = and i32 %161, 255
  %167 = xor i32 %166, %165
  %168 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %167
  %169 = load i32, i32* %168, align 4, !tbaa !3
  %170 = lshr i32 %161, 8
  %171 = xor i32 %169, %170
  %172 = icmp eq i32 %162, 0
  br i1 %172, label %173, label %149, !llvm.loop !11

173:                                              ; preds = %149, %173
  %174 = phi i32 [ %220, %173 ], [ 0, %149 ]
  %175 = phi i32 [ %219, %173 ], [ -1, %149 ]
  %176 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %174
  %177 = load i8, i8* %176, align 1, !tbaa !9
  %178 = zext i8 %177 to i32
  %179 = xor i32 %175, %178
  %180 = lshr i32 %179, 1
  %181 = and i32 %179, 1
  %182 = sub nsw i32 0, %181
  %183 = and i32 %182, -306674912
  %184 = xor i32 %183, %180
  %185 = lshr i32 %184, 1
  %186 = and i32 %180, 1
  %187 = sub nsw i32 0, %186
  %188 = and i32 %187, -306674912
  %189 = xor i32 %185, %188
  %190 = lshr i32 %189, 1
  %191 = and i32 %185, 1
  %192 = sub nsw i32 0, %191
  %193 = and i32 %192, -306674912
  %194 = xor i32 %193, %190
  %195 = lshr i32 %194, 1
  %196 = and i32 %190, 1
  %197 = sub nsw i32 0, %196
  %198 = and i32 %197, -306674912
  %199 = xor i32 %198, %195
  %200 = lshr i32 %199, 1
  %201 = and i32 %195, 1
  %202 = sub nsw i32 0, %201
  %203 = and i32 %202, -306674912
  %204 = xor i32 %203, %200
  %205 = lshr i32 %204, 1
  %206 = and i32 %200, 1
  %207 = sub nsw i32 0, %206
  %208 = and i32 %207, -306674912
  %209 = xor i32 %208, %205
  %210 = lshr i32 %209, 1
  %211 = and i32 %205, 1
  %212 = sub nsw i32 0, %211
  %213 = and i32 %212, -306674912
  %214 = xor i32 %213, %210
  %215 = lshr i32 %214, 1
  %216 = and i32 %210, 1
  %217 = sub nsw i32 0, %216
  %218 = and i32 %217, -306674912
  %219 = xor i32 %218, %215
  %220 = add nuw nsw i32 %174, 1
  %221 = icmp eq i32 %220, 256
  br i1 %221, label %222, label %173, !llvm.loop !10

222:                                              ; preds = %173
  %223 = xor i32 %146, -1
  %224 = icmp eq i32 %171, %219
  br i1 %224, label %225, label %254

225:                                              ; preds = %254, %222
  br label %257

226:                                              ; preds = %226, %99
  %227 = phi i32 [ 1, %99 ], [ %248, %226 ]
  %228 = phi i32 [ 0, %99 ], [ %252, %226 ]
  %229 = mul i32 %227, 1103515245
  %230 = add i32 %229, 12345
  %231 = lshr i32 %230, 16
  %232 = trunc i32 %231 to i8
  %233 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %228
  store i8 %232, i8* %233, align 1, !tbaa !9
  %234 = or i32 %228, 1
  %235 = mul i32 %230, 1103515245
  %236 = add i32 %235, 12345
  %237 = lshr i32 %236, 16
  %238 = trunc i32 %237 to i8
  %239 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %234
  store i8 %238, i8* %239, align 1, !tbaa !9
  %240 = or i32 %228, 2
  %241 = mul i32 %236, 1103515245
  %242 = add i32 %241, 12345
  %243 = lshr i32 %242, 16
  %244 = trunc i32 %243 to i8
  %245 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %240
  store i8 %244, i8* %245, align 1, !tbaa !9
  %246 = or i32 %228, 3
  %247 = mul i32 %242, 1103515245
  %248 = add i32 %247, 12345
  %249 = lshr i32 %248, 16
  %250 = trunc i32 %249 to i8
  %251 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %246
  store i8 %250, i8* %251, align 1, !tbaa !9
  %252 = add nuw nsw i32 %228, 4
  %253 = icmp eq i32 %252, 256
  br i1 %253, label %100, label %226, !llvm.loop !12

254:                                              ; preds = %222
  tail call void @abort() #2
  br label %225

255:                                              ; preds = %478
  %256 = and i32 %483, 2147483647
  ret i32 %256

257:                                              ; preds = %225, %478
  %258 = phi i32 [ 0, %225 ], [ %486, %478 ]
  %259 = phi i32 [ 1, %225 ], [ %484, %478 ]
  %260 = phi i32 [ %223, %225 ], [ %483, %478 ]
  %261 = mul nuw nsw i32 %258, 41
  %262 = mul nuw nsw i32 %258, 41
  %263 = mul nuw nsw i32 %258, 41
  %264 = add i32 %263, 1
  %265 = mul i32 %260, 31
  %266 = and i32 %264, 1
  %267 = icmp eq i32 %258, 0
  br i1 %267, label %294, label %268

268:                                              ; preds = %257
  %269 = and i32 %264, -2
  br label %270

270:                                              ; preds = %270, %268
  %271 = phi i32 [ -1, %268 ], [ %291, %270 ]
  %272 = phi i8* [ getelementptr inbounds ([256 x i8], [256 x i8]* @buf, i32 0, i32 0), %268 ], [ %283, %270 ]
  %273 = phi i32 [ 0, %268 ], [ %292, %270 ]
  %274 = getelementptr inbounds i8, i8* %272, i32 1
  %275 = load i8, i8* %272, align 1, !tbaa !9
  %276 = zext i8 %275 to i32
  %277 = and i32 %271, 255
  %278 = xor i32 %277, %276
  %279 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %278
  %280 = load i32, i32* %279, align 4, !tbaa !3
  %281 = lshr i32 %271, 8
  %282 = xor i32 %280, %281
  %283 = getelementptr inbounds i8, i8* %272, i32 2
  %284 = load i8, i8* %274, align 1, !tbaa !9
  %285 = zext i8 %284 to i32
  %286 = and i32 %282, 255
  %287 = xor i32 %286, %285
  %288 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %287
  %289 = load i32, i32* %288, align 4, !tbaa !3
  %290 = lshr i32 %282, 8
  %291 = xor i32 %289, %290
  %292 = add i32 %273, 2
  %293 = icmp eq i32 %292, %269
  br i1 %293, label %294, label %270, !llvm.loop !11

294:                                              ; preds = %270, %257
  %295 = phi i32 [ undef, %257 ], [ %291, %270 ]
  %296 = phi i32 [ -1, %257 ], [ %291, %270 ]
  %297 = phi i8* [ getelementptr inbounds ([256 x i8], [256 x i8]* @buf, i32 0, i32 0), %257 ], [ %283, %270 ]
  %298 = icmp eq i32 %266, 0
  br i1 %298, label %308, label %299

299:                                              ; preds = %294
  %300 = load i8, i8* %297, align 1, !tbaa !9
  %301 = zext i8 %300 to i32
  %302 = and i32 %296, 255
  %303 = xor i32 %302, %301
  %304 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %303
  %305 = load i32, i32* %304, align 4, !tbaa !3
  %306 = lshr i32 %296, 8
  %307 = xor i32 %305, %306
  br label %308

308:                                              ; preds = %294, %299
  %309 = phi i32 [ %295, %294 ], [ %307, %299 ]
  %310 = xor i32 %309, -1
  %311 = add i32 %265, %310
  %312 = mul i32 %311, 31
  %313 = sub nuw nsw i32 256, %259
  %314 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %313
  %315 = and i32 %259, 1
  %316 = icmp eq i32 %258, 0
  br i1 %316, label %342, label %317

317:                                              ; preds = %308
  %318 = and i32 %259, 2147483646
  br label %319

319:                                              ; preds = %319, %317
  %320 = phi i32 [ 0, %317 ], [ %339, %319 ]
  %321 = phi i32 [ 0, %317 ], [ %338, %319 ]
  %322 = phi i32 [ 1, %317 ], [ %336, %319 ]
  %323 = phi i32 [ 0, %317 ], [ %340, %319 ]
  %324 = getelementptr inbounds i8, i8* %314, i32 %320
  %325 = load i8, i8* %324, align 1, !tbaa !9
  %326 = zext i8 %325 to i32
  %327 = add nuw nsw i32 %322, %326
  %328 = urem i32 %327, 65521
  %329 = add nuw nsw i32 %328, %321
  %330 = urem i32 %329, 65521
  %331 = or i32 %320, 1
  %332 = getelementptr inbounds i8, i8* %314, i32 %331
  %333 = load i8, i8* %332, align 1, !tbaa !9
  %334 = zext i8 %333 to i32
  %335 = add nuw nsw i32 %328, %334
  %336 = urem i32 %335, 65521
  %337 = add nuw nsw i32 %336, %330
  %338 = urem i32 %337, 65521
  %339 = add nuw nsw i32 %320, 2
  %340 = add i32 %323, 2
  %341 = icmp eq i32 %340, %318
  br i1 %341, label %342, label %319, !llvm.loop !13

342:                                              ; preds = %319, %308
  %343 = phi i32 [ undef, %308 ], [ %336, %319 ]
  %344 = phi i32 [ undef, %308 ], [ %338, %319 ]
  %345 = phi i32 [ 0, %308 ], [ %339, %319 ]
  %346 = phi i32 [ 0, %308 ], [ %338, %319 ]
  %347 = phi i32 [ 1, %308 ], [ %336, %319 ]
  %348 = icmp eq i32 %315, 0
  br i1 %348, label %357, label %349

349:                                              ; preds = %342
  %350 = getelementptr inbounds i8, i8* %314, i32 %345
  %351 = load i8, i8* %350, align 1, !tbaa !9
  %352 = zext i8 %351 to i32
  %353 = add nuw nsw i32 %347, %352
  %354 = urem i32 %353, 65521
  %355 = add nuw nsw i32 %354, %346
  %356 = urem i32 %355, 65521
  br label %357

357:                                              ; preds = %342, %349
  %358 = phi i32 [ %343, %342 ], [ %354, %349 ]
  %359 = phi i32 [ %344, %342 ], [ %356, %349 ]
  %360 = shl nuw i32 %359, 16
  %361 = add i32 %358, %312
  %362 = add i32 %361, %360
  %363 = mul i32 %362, 31
  %364 = and i32 %259, 3
  %365 = icmp ult i32 %262, 3
  br i1 %365, label %398, label %366

366:                                              ; preds = %357
  %367 = and i32 %259, 2147483644
  br label %368

368:                                              ; preds = %368, %366
  %369 = phi i32 [ 0, %366 ], [ %395, %368 ]
  %370 = phi i32 [ -2128831035, %366 ], [ %394, %368 ]
  %371 = phi i32 [ 0, %366 ], [ %396, %368 ]
  %372 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %369
  %373 = load i8, i8* %372, align 1, !tbaa !9
  %374 = zext i8 %373 to i32
  %375 = xor i32 %370, %374
  %376 = mul i32 %375, 16777619
  %377 = or i32 %369, 1
  %378 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %377
  %379 = load i8, i8* %378, align 1, !tbaa !9
  %380 = zext i8 %379 to i32
  %381 = xor i32 %376, %380
  %382 = mul i32 %381, 16777619
  %383 = or i32 %369, 2
  %384 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %383
  %385 = load i8, i8* %384, align 1, !tbaa !9
  %386 = zext i8 %385 to i32
  %387 = xor i32 %382, %386
  %388 = mul i32 %387, 16777619
  %389 = or i32 %369, 3
  %390 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %389
  %391 = load i8, i8* %390, align 1, !tbaa !9
  %392 = zext i8 %391 to i32
  %393 = xor i32 %388, %392
  %394 = mul i32 %393, 16777619
  %395 = add nuw nsw i32 %369, 4
  %396 = add i32 %371, 4
  %397 = icmp eq i32 %396, %367
  br i1 %397, label %398, label %368, !llvm.loop !14

398:                                              ; preds = %368, %357
  %399 = phi i32 [ undef, %357 ], [ %394, %368 ]
  %400 = phi i32 [ 0, %357 ], [ %395, %368 ]
  %401 = phi i32 [ -2128831035, %357 ], [ %394, %368 ]
  %402 = icmp eq i32 %364, 0
  br i1 %402, label %415, label %403

403:                                              ; preds = %398, %403
  %404 = phi i32 [ %412, %403 ], [ %400, %398 ]
  %405 = phi i32 [ %411, %403 ], [ %401, %398 ]
  %406 = phi i32 [ %413, %403 ], [ 0, %398 ]
  %407 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %404
  %408 = load i8, i8* %407, align 1, !tbaa !9
  %409 = zext i8 %408 to i32
  %410 = xor i32 %405, %409
  %411 = mul i32 %410, 16777619
  %412 = add nuw nsw i32 %404, 1
  %413 = add i32 %406, 1
  %414 = icmp eq i32 %413, %364
  br i1 %414, label %415, label %403, !llvm.loop !15

415:                                              ; preds = %403, %398
  %416 = phi i32 [ %399, %398 ], [ %411, %403 ]
  %417 = add i32 %416, %363
  %418 = and i32 %259, 3
  %419 = icmp ult i32 %261, 3
  br i1 %419, label %456, label %420

420:                                              ; preds = %415
  %421 = and i32 %259, 2147483644
  br label %422

422:                                              ; preds = %422, %420
  %423 = phi i32 [ 0, %420 ], [ %449, %422 ]
  %424 = phi i64 [ -3750763034362895579, %420 ], [ %448, %422 ]
  %425 = phi i32 [ 0, %420 ], [ %450, %422 ]
  %426 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %423
  %427 = load i8, i8* %426, align 1, !tbaa !9
  %428 = zext i8 %427 to i64
  %429 = xor i64 %424, %428
  %430 = mul i64 %429, 1099511628211
  %431 = or i32 %423, 1
  %432 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %431
  %433 = load i8, i8* %432, align 1, !tbaa !9
  %434 = zext i8 %433 to i64
  %435 = xor i64 %430, %434
  %436 = mul i64 %435, 1099511628211
  %437 = or i32 %423, 2
  %438 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %437
  %439 = load i8, i8* %438, align 1, !tbaa !9
  %440 = zext i8 %439 to i64
  %441 = xor i64 %436, %440
  %442 = mul i64 %441, 1099511628211
  %443 = or i32 %423, 3
  %444 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %443
  %445 = load i8, i8* %444, align 1, !tbaa !9
  %446 = zext i8 %445 to i64
  %447 = xor i64 %442, %446
  %448 = mul i64 %447, 1099511628211
  %449 = add nuw nsw i32 %423, 4
  %450 = add i32 %425, 4
  %451 = icmp eq i32 %450, %421
  br i1 %451, label %452, label %422, !llvm.loop !17

452:                                              ; preds = %422
  %453 = trunc i64 %448 to i32
  %454 = lshr i64 %448, 32
  %455 = trunc i64 %454 to i32
  br label %456

456:                                              ; preds = %452, %415
  %457 = phi i32 [ undef, %415 ], [ %453, %452 ]
  %458 = phi i32 [ 0, %415 ], [ %455, %452 ]
  %459 = phi i32 [ 0, %415 ], [ %449, %452 ]
  %460 = phi i64 [ -3750763034362895579, %415 ], [ %448, %452 ]
  %461 = icmp eq i32 %418, 0
  br i1 %461, label %478, label %462

462:                                              ; preds = %456, %462
  %463 = phi i32 [ %471, %462 ], [ %459, %456 ]
  %464 = phi i64 [ %470, %462 ], [ %460, %456 ]
  %465 = phi i32 [ %472, %462 ], [ 0, %456 ]
  %466 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %463
  %467 = load i8, i8* %466, align 1, !tbaa !9
  %468 = zext i8 %467 to i64
  %469 = xor i64 %464, %468
  %470 = mul i64 %469, 1099511628211
  %471 = add nuw nsw i32 %463, 1
  %472 = add i32 %465, 1
  %473 = icmp eq i32 %472, %418
  br i1 %473, label %474, label %462, !llvm.loop !18

474:                                              ; preds = %462
  %475 = trunc i64 %470 to i32
  %476 = lshr i64 %470, 32
  %477 = trunc i64 %476 to i32
  br label %478

478:                                              ; preds = %456, %474
  %479 = phi i32 [ %457, %456 ], [ %475, %474 ]
  %480 = phi i32 [ %458, %456 ], [ %477, %474 ]
  %481 = mul i32 %417, 31
  %482 = add i32 %481, %479
  %483 = add i32 %482, %480
  %484 = add nuw nsw i32 %259, 41
  %485 = icmp ult i32 %259, 216
  %486 = add i32 %258, 1
  br i1 %485, label %257, label %255, !llvm.loop !19
}

declare dso_local void @abort() local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

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
!9 = !{!5, !5, i64 0}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !8}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !8}
