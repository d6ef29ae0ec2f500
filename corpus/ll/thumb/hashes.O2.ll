; ModuleID = 'hashes.c'
source_filename = "hashes.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@buf = internal unnamed_addr global [256 x i8] zeroinitializer, align 1
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %75, %1 ]
  %3 = lshr i32 %2, 2
  %4 = and i32 %2, 2
  %5 = icmp eq i32 %4, 0
  %6 = xor i32 %3, -306674912
  %7 = select i1 %5, i32 %3, i32 %6
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
  %38 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %2
  store i32 %37, i32* %38, align 4, !tbaa !7
  %39 = or i32 %2, 1
  %40 = lshr i32 %2, 3
  %41 = and i32 %2, 2
  %42 = icmp eq i32 %41, 0
  %43 = select i1 %42, i32 997073096, i32 1303535960
  %44 = xor i32 %40, %43
  %45 = and i32 %2, 4
  %46 = icmp eq i32 %45, 0
  %47 = xor i32 %44, -306674912
  %48 = select i1 %46, i32 %44, i32 %47
  %49 = and i32 %48, 1
  %50 = icmp eq i32 %49, 0
  %51 = lshr i32 %48, 1
  %52 = xor i32 %51, -306674912
  %53 = select i1 %50, i32 %51, i32 %52
  %54 = and i32 %53, 1
  %55 = icmp eq i32 %54, 0
  %56 = lshr i32 %53, 1
  %57 = xor i32 %56, -306674912
  %58 = select i1 %55, i32 %56, i32 %57
  %59 = and i32 %58, 1
  %60 = icmp eq i32 %59, 0
  %61 = lshr i32 %58, 1
  %62 = xor i32 %61, -306674912
  %63 = select i1 %60, i32 %61, i32 %62
  %64 = and i32 %63, 1
  %65 = icmp eq i32 %64, 0
  %66 = lshr i32 %63, 1
  %67 = xor i32 %66, -306674912
  %68 = select i1 %65, i32 %66, i32 %67
  %69 = and i32 %68, 1
  %70 = icmp eq i32 %69, 0
  %71 = lshr i32 %68, 1
  %72 = xor i32 %71, -306674912
  %73 = select i1 %70, i32 %71, i32 %72
  %74 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %39
  store i32 %73, i32* %74, align 4, !tbaa !7
  %75 = add nuw nsw i32 %2, 2
  %76 = icmp eq i32 %75, 256
  br i1 %76, label %77, label %1, !llvm.loop !11

77:                                               ; preds = %1
  %78 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i32 0, i32 206), align 4, !tbaa !7
  %79 = xor i32 %78, 16777215
  %80 = and i32 %79, 255
  %81 = xor i32 %80, 50
  %82 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %81
  %83 = load i32, i32* %82, align 4, !tbaa !7
  %84 = lshr i32 %79, 8
  %85 = xor i32 %83, %84
  %86 = and i32 %85, 255
  %87 = xor i32 %86, 51
  %88 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %87
  %89 = load i32, i32* %88, align 4, !tbaa !7
  %90 = lshr i32 %85, 8
  %91 = xor i32 %89, %90
  %92 = and i32 %91, 255
  %93 = xor i32 %92, 52
  %94 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %93
  %95 = load i32, i32* %94, align 4, !tbaa !7
  %96 = lshr i32 %91, 8
  %97 = xor i32 %95, %96
  %98 = and i32 %97, 255
  %99 = xor i32 %98, 53
  %100 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %99
  %101 = load i32, i32* %100, align 4, !tbaa !7
  %102 = lshr i32 %97, 8
  %103 = xor i32 %101, %102
  %104 = and i32 %103, 255
  %105 = xor i32 %104, 54
  %106 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %105
  %107 = load i32, i32* %106, align 4, !tbaa !7
  %108 = lshr i32 %103, 8
  %109 = xor i32 %107, %108
  %110 = and i32 %109, 255
  %111 = xor i32 %110, 55
  %112 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %111
  %113 = load i32, i32* %112, align 4, !tbaa !7
  %114 = lshr i32 %109, 8
  %115 = xor i32 %113, %114
  %116 = and i32 %115, 255
  %117 = xor i32 %116, 56
  %118 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %117
  %119 = load i32, i32* %118, align 4, !tbaa !7
  %120 = lshr i32 %115, 8
  %121 = xor i32 %119, %120
  %122 = and i32 %121, 255
  %123 = xor i32 %122, 57
  %124 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %123
  %125 = load i32, i32* %124, align 4, !tbaa !7
  %126 = lshr i32 %121, 8
  %127 = xor i32 %125, %126
  %128 = icmp eq i32 %127, 873187033
  br i1 %128, label %130, label %129

129:                                              ; preds = %77
  tail call void @abort() #2
  br label %130

130:                                              ; preds = %77, %129
  br label %473

131:                                              ; preds = %473, %131
  %132 = phi i32 [ %223, %131 ], [ 0, %473 ]
  %133 = phi i32 [ %222, %131 ], [ -1, %473 ]
  %134 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %132
  %135 = load i8, i8* %134, align 1, !tbaa !13
  %136 = zext i8 %135 to i32
  %137 = xor i32 %133, %136
  %138 = lshr i32 %137, 1
  %139 = and i32 %137, 1
  %140 = sub nsw i32 0, %139
  %141 = and i32 %140, -306674912
  %142 = xor i32 %141, %138
  %143 = lshr i32 %142, 1
  %144 = and i32 %138, 1
  %145 = sub nsw i32 0, %144
  %146 = and i32 %145, -306674912
  %147 = xor i32 %143, %146
  %148 = lshr i32 %147, 1
  %149 = and i32 %143, 1
  %150 = sub nsw i32 0, %149
  %151 = and i32 %150, -306674912
  %152 = xor i32 %151, %148
  %153 = lshr i32 %152, 1
  %154 = and i32 %148, 1
  %155 = sub nsw i32 0, %154
  %156 = and i32 %155, -306674912
  %157 = xor i32 %156, %153
  %158 = lshr i32 %157, 1
  %159 = and i32 %153, 1
  %160 = sub nsw i32 0, %159
  %161 = and i32 %160, -306674912
  %162 = xor i32 %161, %158
  %163 = lshr i32 %162, 1
  %164 = and i32 %158, 1
  %165 = sub nsw i32 0, %164
  %166 = and i32 %165, -306674912
  %167 = xor i32 %166, %163
  %168 = lshr i32 %167, 1
  %169 = and i32 %163, 1
  %170 = sub nsw i32 0, %169
  %171 = and i32 %170, -306674912
  %172 = xor i32 %171, %168
  %173 = lshr i32 %172, 1
  %174 = and i32 %168, 1
  %175 = sub nsw i32 0, %174
  %176 = and i32 %175, -306674912
  %177 = xor i32 %176, %173
  %178 = or i32 %132, 1
  %179 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %178
  %180 = load i8, i8* %179, align 1, !tbaa !13
  %181 = zext i8 %180 to i32
  %182 = xor i32 %177, %181
  %183 = lshr i32 %182, 1
  %184 = and i32 %182, 1
  %185 = sub nsw i32 0, %184
  %186 = and i32 %185, -306674912
  %187 = xor i32 %186, %183
  %188 = lshr i32 %187, 1
  %189 = and i32 %183, 1
  %190 = sub nsw i32 0, %189
  %191 = and i32 %190, -306674912
  %192 = xor i32 %188, %191
  %193 = lshr i32 %192, 1
  %194 = and i32 %188, 1
  %195 = sub nsw i32 0, %194
  %196 = and i32 %195, -306674912
  %197 = xor i32 %196, %193
  %198 = lshr i32 %197, 1
  %199 = and i32 %193, 1
  %200 = sub nsw i32 0, %199
  %201 = and i32 %200, -306674912
  %202 = xor i32 %201, %198
  %203 = lshr i32 %202, 1
  %204 = and i32 %198, 1
  %205 = sub nsw i32 0, %204
  %206 = and i32 %205, -306674912
  %207 = xor i32 %206, %203
  %208 = lshr i32 %207, 1
  %209 = and i32 %203, 1
  %210 = sub nsw i32 0, %209
  %211 = and i32 %210, -306674912
  %212 = xor i32 %211, %208
  %213 = lshr i32 %212, 1
  %214 = and i32 %208, 1
  %215 = sub nsw i32 0, %214
  %216 = and i32 %215, -306674912
  %217 = xor i32 %216, %213
  %218 = lshr i32 %217, 1
  %219 = and i32 %213, 1
  %220 = sub nsw i32 0, %219
  %221 = and i32 %220, -306674912
  %222 = xor i32 %221, %218
  %223 = add nuw nsw i32 %132, 2
  %224 = icmp eq i32 %223, 256
  br i1 %224, label %225, label %131, !llvm.loop !14

225:                                              ; preds = %131, %225
  %226 = phi i32 [ %373, %225 ], [ -1, %131 ]
  %227 = phi i32 [ %364, %225 ], [ 256, %131 ]
  %228 = phi i8* [ %365, %225 ], [ getelementptr inbounds ([256 x i8], [256 x i8]* @buf, i32 0, i32 0), %131 ]
  %229 = getelementptr inbounds i8, i8* %228, i32 1
  %230 = load i8, i8* %228, align 1, !tbaa !13
  %231 = zext i8 %230 to i32
  %232 = and i32 %226, 255
  %233 = xor i32 %232, %231
  %234 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %233
  %235 = load i32, i32* %234, align 4, !tbaa !7
  %236 = lshr i32 %226, 8
  %237 = xor i32 %235, %236
  %238 = getelementptr inbounds i8, i8* %228, i32 2
  %239 = load i8, i8* %229, align 1, !tbaa !13
  %240 = zext i8 %239 to i32
  %241 = and i32 %237, 255
  %242 = xor i32 %241, %240
  %243 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %242
  %244 = load i32, i32* %243, align 4, !tbaa !7
  %245 = lshr i32 %237, 8
  %246 = xor i32 %244, %245
  %247 = getelementptr inbounds i8, i8* %228, i32 3
  %248 = load i8, i8* %238, align 1, !tbaa !13
  %249 = zext i8 %248 to i32
  %250 = and i32 %246, 255
  %251 = xor i32 %250, %249
  %252 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %251
  %253 = load i32, i32* %252, align 4, !tbaa !7
  %254 = lshr i32 %246, 8
  %255 = xor i32 %253, %254
  %256 = getelementptr inbounds i8, i8* %228, i32 4
  %257 = load i8, i8* %247, align 1, !tbaa !13
  %258 = zext i8 %257 to i32
  %259 = and i32 %255, 255
  %260 = xor i32 %259, %258
  %261 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %260
  %262 = load i32, i32* %261, align 4, !tbaa !7
  %263 = lshr i32 %255, 8
  %264 = xor i32 %262, %263
  %265 = getelementptr inbounds i8, i8* %228, i32 5
  %266 = load i8, i8* %256, align 1, !tbaa !13
  %267 = zext i8 %266 to i32
  %268 = and i32 %264, 255
  %269 = xor i32 %268, %267
  %270 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %269
  %271 = load i32, i32* %270, align 4, !tbaa !7
  %272 = lshr i32 %264, 8
  %273 = xor i32 %271, %272
  %274 = getelementptr inbounds i8, i8* %228, i32 6
  %275 = load i8, i8* %265, align 1, !tbaa !13
  %276 = zext i8 %275 to i32
  %277 = and i32 %273, 255
  %278 = xor i32 %277, %276
  %279 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %278
  %280 = load i32, i32* %279, align 4, !tbaa !7
  %281 = lshr i32 %273, 8
  %282 = xor i32 %280, %281
  %283 = getelementptr inbounds i8, i8* %228, i32 7
  %284 = load i8, i8* %274, align 1, !tbaa !13
  %285 = zext i8 %284 to i32
  %286 = and i32 %282, 255
  %287 = xor i32 %286, %285
  %288 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %287
  %289 = load i32, i32* %288, align 4, !tbaa !7
  %290 = lshr i32 %282, 8
  %291 = xor i32 %289, %290
  %292 = getelementptr inbounds i8, i8* %228, i32 8
  %293 = load i8, i8* %283, align 1, !tbaa !13
  %294 = zext i8 %293 to i32
  %295 = and i32 %291, 255
  %296 = xor i32 %295, %294
  %297 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %296
  %298 = load i32, i32* %297, align 4, !tbaa !7
  %299 = lshr i32 %291, 8
  %300 = xor i32 %298, %299
  %301 = getelementptr inbounds i8, i8* %228, i32 9
  %302 = load i8, i8* %292, align 1, !tbaa !13
  %303 = zext i8 %302 to i32
  %304 = and i32 %300, 255
  %305 = xor i32 %304, %303
  %306 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %305
  %307 = load i32, i32* %306, align 4, !tbaa !7
  %308 = lshr i32 %300, 8
  %309 = xor i32 %307, %308
  %310 = getelementptr inbounds i8, i8* %228, i32 10
  %311 = load i8, i8* %301, align 1, !tbaa !13
  %312 = zext i8 %311 to i32
  %313 = and i32 %309, 255
  %314 = xor i32 %313, %312
  %315 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %314
  %316 = load i32, i32* %315, align 4, !tbaa !7
  %317 = lshr i32 %309, 8
  %318 = xor i32 %316, %317
  %319 = getelementptr inbounds i8, i8* %228, i32 11
  %320 = load i8, i8* %310, align 1, !tbaa !13
  %321 = zext i8 %320 to i32
  %322 = and i32 %318, 255
  %323 = xor i32 %322, %321
  %324 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %323
  %325 = load i32, i32* %324, align 4, !tbaa !7
  %326 = lshr i32 %318, 8
  %327 = xor i32 %325, %326
  %328 = getelementptr inbounds i8, i8* %228, i32 12
  %329 = load i8, i8* %319, align 1, !tbaa !13
  %330 = zext i8 %329 to i32
  %331 = and i32 %327, 255
  %332 = xor i32 %331, %330
  %333 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %332
  %334 = load i32, i32* %333, align 4, !tbaa !7
  %335 = lshr i32 %327, 8
  %336 = xor i32 %334, %335
  %337 = getelementptr inbounds i8, i8* %228, i32 13
  %338 = load i8, i8* %328, align 1, !tbaa !13
  %339 = zext i8 %338 to i32
  %340 = and i32 %336, 255
  %341 = xor i32 %340, %339
  %342 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %341
  %343 = load i32, i32* %342, align 4, !tbaa !7
  %344 = lshr i32 %336, 8
  %345 = xor i32 %343, %344
  %346 = getelementptr inbounds i8, i8* %228, i32 14
  %347 = load i8, i8* %337, align 1, !tbaa !13
  %348 = zext i8 %347 to i32
  %349 = and i32 %345, 255
  %350 = xor i32 %349, %348
  %351 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %350
  %352 = load i32, i32* %351, align 4, !tbaa !7
  %353 = lshr i32 %345, 8
  %354 = xor i32 %352, %353
  %355 = getelementptr inbounds i8, i8* %228, i32 15
  %356 = load i8, i8* %346, align 1, !tbaa !13
  %357 = zext i8 %356 to i32
  %358 = and i32 %354, 255
  %359 = xor i32 %358, %357
  %360 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %359
  %361 = load i32, i32* %360, align 4, !tbaa !7
  %362 = lshr i32 %354, 8
  %363 = xor i32 %361, %362
  %364 = add nsw i32 %227, -16
  %365 = getelementptr inbounds i8, i8* %228, i32 16
  %366 = load i8, i8* %355, align 1, !tbaa !13
  %367 = zext i8 %366 to i32
  %368 = and i32 %363, 255
  %369 = xor i32 %368, %367
  %370 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %369
  %371 = load i32, i32* %370, align 4, !tbaa !7
  %372 = lshr i32 %363, 8
  %373 = xor i32 %371, %372
  %374 = icmp eq i32 %364, 0
  br i1 %374, label %375, label %225, !llvm.loop !15

375:                                              ; preds = %225, %375
  %376 = phi i32 [ %467, %375 ], [ 0, %225 ]
  %377 = phi i32 [ %466, %375 ], [ -1, %225 ]
  %378 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %376
  %379 = load i8, i8* %378, align 1, !tbaa !13
  %380 = zext i8 %379 to i32
  %381 = xor i32 %377, %380
  %382 = lshr i32 %381, 1
  %383 = and i32 %381, 1
  %384 = sub nsw i32 0, %383
  %385 = and i32 %384, -306674912
  %386 = xor i32 %385, %382
  %387 = lshr i32 %386, 1
  %388 = and i32 %382, 1
  %389 = sub nsw i32 0, %388
  %390 = and i32 %389, -306674912
  %391 = xor i32 %387, %390
  %392 = lshr i32 %391, 1
  %393 = and i32 %387, 1
  %394 = sub nsw i32 0, %393
  %395 = and i32 %394, -306674912
  %396 = xor i32 %395, %392
  %397 = lshr i32 %396, 1
  %398 = and i32 %392, 1
  %399 = sub nsw i32 0, %398
  %400 = and i32 %399, -306674912
  %401 = xor i32 %400, %397
  %402 = lshr i32 %401, 1
  %403 = and i32 %397, 1
  %404 = sub nsw i32 0, %403
  %405 = and i32 %404, -306674912
  %406 = xor i32 %405, %402
  %407 = lshr i32 %406, 1
  %408 = and i32 %402, 1
  %409 = sub nsw i32 0, %408
  %410 = and i32 %409, -306674912
  %411 = xor i32 %410, %407
  %412 = lshr i32 %411, 1
  %413 = and i32 %407, 1
  %414 = sub nsw i32 0, %413
  %415 = and i32 %414, -306674912
  %416 = xor i32 %415, %412
  %417 = lshr i32 %416, 1
  %418 = and i32 %412, 1
  %419 = sub nsw i32 0, %418
  %420 = and i32 %419, -306674912
  %421 = xor i32 %420, %417
  %422 = or i32 %376, 1
  %423 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %422
  %424 = load i8, i8* %423, align 1, !tbaa !13
  %425 = zext i8 %424 to i32
  %426 = xor i32 %421, %425
  %427 = lshr i32 %426, 1
  %428 = and i32 %426, 1
  %429 = sub nsw i32 0, %428
  %430 = and i32 %429, -306674912
  %431 = xor i32 %430, %427
  %432 = lshr i32 %431, 1
  %433 = and i32 %427, 1
  %434 = sub nsw i32 0, %433
  %435 = and i32 %434, -306674912
  %436 = xor i32 %432, %435
  %437 = lshr i32 %436, 1
  %438 = and i32 %432, 1
  %439 = sub nsw i32 0, %438
  %440 = and i32 %439, -306674912
  %441 = xor i32 %440, %437
  %442 = lshr i32 %441, 1
  %443 = and i32 %437, 1
  %444 = sub nsw i32 0, %443
  %445 = and i32 %444, -306674912
  %446 = xor i32 %445, %442
  %447 = lshr i32 %446, 1
  %448 = and i32 %442, 1
  %449 = sub nsw i32 0, %448
  %450 = and i32 %449, -306674912
  %451 = xor i32 %450, %447
  %452 = lshr i32 %451, 1
  %453 = and i32 %447, 1
  %454 = sub nsw i32 0, %453
  %455 = and i32 %454, -306674912
  %456 = xor i32 %455, %452
  %457 = lshr i32 %456, 1
  %458 = and i32 %452, 1
  %459 = sub nsw i32 0, %458
  %460 = and i32 %459, -306674912
  %461 = xor i32 %460, %457
  %462 = lshr i32 %461, 1
  %463 = and i32 %457, 1
  %464 = sub nsw i32 0, %463
  %465 = and i32 %464, -306674912
  %466 = xor i32 %465, %462
  %467 = add nuw nsw i32 %376, 2
  %468 = icmp eq i32 %467, 256
  br i1 %468, label %469, label %375, !llvm.loop !14

469:                                              ; preds = %375
  %470 = xor i32 %222, -1
  %471 = icmp eq i32 %373, %466
  br i1 %471, label %472, label %573

472:                                              ; preds = %573, %469
  br label %576

473:                                              ; preds = %473, %130
  %474 = phi i32 [ 1, %130 ], [ %567, %473 ]
  %475 = phi i32 [ 0, %130 ], [ %571, %473 ]
  %476 = mul i32 %474, 1103515245
  %477 = add i32 %476, 12345
  %478 = lshr i32 %477, 16
  %479 = trunc i32 %478 to i8
  %480 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %475
  store i8 %479, i8* %480, align 1, !tbaa !13
  %481 = or i32 %475, 1
  %482 = mul i32 %477, 1103515245
  %483 = add i32 %482, 12345
  %484 = lshr i32 %483, 16
  %485 = trunc i32 %484 to i8
  %486 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %481
  store i8 %485, i8* %486, align 1, !tbaa !13
  %487 = or i32 %475, 2
  %488 = mul i32 %483, 1103515245
  %489 = add i32 %488, 12345
  %490 = lshr i32 %489, 16
  %491 = trunc i32 %490 to i8
  %492 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %487
  store i8 %491, i8* %492, align 1, !tbaa !13
  %493 = or i32 %475, 3
  %494 = mul i32 %489, 1103515245
  %495 = add i32 %494, 12345
  %496 = lshr i32 %495, 16
  %497 = trunc i32 %496 to i8
  %498 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %493
  store i8 %497, i8* %498, align 1, !tbaa !13
  %499 = or i32 %475, 4
  %500 = mul i32 %495, 1103515245
  %501 = add i32 %500, 12345
  %502 = lshr i32 %501, 16
  %503 = trunc i32 %502 to i8
  %504 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %499
  store i8 %503, i8* %504, align 1, !tbaa !13
  %505 = or i32 %475, 5
  %506 = mul i32 %501, 1103515245
  %507 = add i32 %506, 12345
  %508 = lshr i32 %507, 16
  %509 = trunc i32 %508 to i8
  %510 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %505
  store i8 %509, i8* %510, align 1, !tbaa !13
  %511 = or i32 %475, 6
  %512 = mul i32 %507, 1103515245
  %513 = add i32 %512, 12345
  %514 = lshr i32 %513, 16
  %515 = trunc i32 %514 to i8
  %516 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %511
  store i8 %515, i8* %516, align 1, !tbaa !13
  %517 = or i32 %475, 7
  %518 = mul i32 %513, 1103515245
  %519 = add i32 %518, 12345
  %520 = lshr i32 %519, 16
  %521 = trunc i32 %520 to i8
  %522 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %517
  store i8 %521, i8* %522, align 1, !tbaa !13
  %523 = or i32 %475, 8
  %524 = mul i32 %519, 1103515245
  %525 = add i32 %524, 12345
  %526 = lshr i32 %525, 16
  %527 = trunc i32 %526 to i8
  %528 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %523
  store i8 %527, i8* %528, align 1, !tbaa !13
  %529 = or i32 %475, 9
  %530 = mul i32 %525, 1103515245
  %531 = add i32 %530, 12345
  %532 = lshr i32 %531, 16
  %533 = trunc i32 %532 to i8
  %534 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %529
  store i8 %533, i8* %534, align 1, !tbaa !13
  %535 = or i32 %475, 10
  %536 = mul i32 %531, 1103515245
  %537 = add i32 %536, 12345
  %538 = lshr i32 %537, 16
  %539 = trunc i32 %538 to i8
  %540 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %535
  store i8 %539, i8* %540, align 1, !tbaa !13
  %541 = or i32 %475, 11
  %542 = mul i32 %537, 1103515245
  %543 = add i32 %542, 12345
  %544 = lshr i32 %543, 16
  %545 = trunc i32 %544 to i8
  %546 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %541
  store i8 %545, i8* %546, align 1, !tbaa !13
  %547 = or i32 %475, 12
  %548 = mul i32 %543, 1103515245
  %549 = add i32 %548, 12345
  %550 = lshr i32 %549, 16
  %551 = trunc i32 %550 to i8
  %552 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %547
  store i8 %551, i8* %552, align 1, !tbaa !13
  %553 = or i32 %475, 13
  %554 = mul i32 %549, 1103515245
  %555 = add i32 %554, 12345
  %556 = lshr i32 %555, 16
  %557 = trunc i32 %556 to i8
  %558 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %553
  store i8 %557, i8* %558, align 1, !tbaa !13
  %559 = or i32 %475, 14
  %560 = mul i32 %555, 1103515245
  %561 = add i32 %560, 12345
  %562 = lshr i32 %561, 16
  %563 = trunc i32 %562 to i8
  %564 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %559
  store i8 %563, i8* %564, align 1, !tbaa !13
  %565 = or i32 %475, 15
  %566 = mul i32 %561, 1103515245
  %567 = add i32 %566, 12345
  %568 = lshr i32 %567, 16
  %569 = trunc i32 %568 to i8
  %570 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %565
  store i8 %569, i8* %570, align 1, !tbaa !13
  %571 = add nuw nsw i32 %475, 16
  %572 = icmp eq i32 %571, 256
  br i1 %572, label %131, label %473, !llvm.loop !16

573:                                              ; preds = %469
  tail call void @abort() #2
  br label %472

574:                                              ; preds = %862
  %575 = and i32 %867, 2147483647
  ret i32 %575

576:                                              ; preds = %472, %862
  %577 = phi i32 [ 0, %472 ], [ %870, %862 ]
  %578 = phi i32 [ 1, %472 ], [ %868, %862 ]
  %579 = phi i32 [ %470, %472 ], [ %867, %862 ]
  %580 = mul nuw nsw i32 %577, 41
  %581 = mul nuw nsw i32 %577, 41
  %582 = mul nuw nsw i32 %577, 41
  %583 = add i32 %582, 1
  %584 = mul i32 %579, 31
  %585 = and i32 %583, 3
  %586 = icmp ult i32 %582, 3
  br i1 %586, label %631, label %587

587:                                              ; preds = %576
  %588 = and i32 %583, -4
  br label %589

589:                                              ; preds = %589, %587
  %590 = phi i32 [ -1, %587 ], [ %628, %589 ]
  %591 = phi i8* [ getelementptr inbounds ([256 x i8], [256 x i8]* @buf, i32 0, i32 0), %587 ], [ %620, %589 ]
  %592 = phi i32 [ 0, %587 ], [ %629, %589 ]
  %593 = getelementptr inbounds i8, i8* %591, i32 1
  %594 = load i8, i8* %591, align 1, !tbaa !13
  %595 = zext i8 %594 to i32
  %596 = and i32 %590, 255
  %597 = xor i32 %596, %595
  %598 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %597
  %599 = load i32, i32* %598, align 4, !tbaa !7
  %600 = lshr i32 %590, 8
  %601 = xor i32 %599, %600
  %602 = getelementptr inbounds i8, i8* %591, i32 2
  %603 = load i8, i8* %593, align 1, !tbaa !13
  %604 = zext i8 %603 to i32
  %605 = and i32 %601, 255
  %606 = xor i32 %605, %604
  %607 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %606
  %608 = load i32, i32* %607, align 4, !tbaa !7
  %609 = lshr i32 %601, 8
  %610 = xor i32 %608, %609
  %611 = getelementptr inbounds i8, i8* %591, i32 3
  %612 = load i8, i8* %602, align 1, !tbaa !13
  %613 = zext i8 %612 to i32
  %614 = and i32 %610, 255
  %615 = xor i32 %614, %613
  %616 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %615
  %617 = load i32, i32* %616, align 4, !tbaa !7
  %618 = lshr i32 %610, 8
  %619 = xor i32 %617, %618
  %620 = getelementptr inbounds i8, i8* %591, i32 4
  %621 = load i8, i8* %611, align 1, !tbaa !13
  %622 = zext i8 %621 to i32
  %623 = and i32 %619, 255
  %624 = xor i32 %623, %622
  %625 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %624
  %626 = load i32, i32* %625, align 4, !tbaa !7
  %627 = lshr i32 %619, 8
  %628 = xor i32 %626, %627
  %629 = add i32 %592, 4
  %630 = icmp eq i32 %629, %588
  br i1 %630, label %631, label %589, !llvm.loop !15

631:                                              ; preds = %589, %576
  %632 = phi i32 [ undef, %576 ], [ %628, %589 ]
  %633 = phi i32 [ -1, %576 ], [ %628, %589 ]
  %634 = phi i8* [ getelementptr inbounds ([256 x i8], [256 x i8]* @buf, i32 0, i32 0), %576 ], [ %620, %589 ]
  %635 = icmp eq i32 %585, 0
  br i1 %635, label %667, label %636

636:                                              ; preds = %631
  %637 = load i8, i8* %634, align 1, !tbaa !13
  %638 = zext i8 %637 to i32
  %639 = and i32 %633, 255
  %640 = xor i32 %639, %638
  %641 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %640
  %642 = load i32, i32* %641, align 4, !tbaa !7
  %643 = lshr i32 %633, 8
  %644 = xor i32 %642, %643
  %645 = icmp eq i32 %585, 1
  br i1 %645, label %667, label %646

646:                                              ; preds = %636
  %647 = getelementptr inbounds i8, i8* %634, i32 1
  %648 = load i8, i8* %647, align 1, !tbaa !13
  %649 = zext i8 %648 to i32
  %650 = and i32 %644, 255
  %651 = xor i32 %650, %649
  %652 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %651
  %653 = load i32, i32* %652, align 4, !tbaa !7
  %654 = lshr i32 %644, 8
  %655 = xor i32 %653, %654
  %656 = icmp eq i32 %585, 2
  br i1 %656, label %667, label %657

657:                                              ; preds = %646
  %658 = getelementptr inbounds i8, i8* %634, i32 2
  %659 = load i8, i8* %658, align 1, !tbaa !13
  %660 = zext i8 %659 to i32
  %661 = and i32 %655, 255
  %662 = xor i32 %661, %660
  %663 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %662
  %664 = load i32, i32* %663, align 4, !tbaa !7
  %665 = lshr i32 %655, 8
  %666 = xor i32 %664, %665
  br label %667

667:                                              ; preds = %636, %646, %657, %631
  %668 = phi i32 [ %632, %631 ], [ %644, %636 ], [ %655, %646 ], [ %666, %657 ]
  %669 = xor i32 %668, -1
  %670 = add i32 %584, %669
  %671 = mul i32 %670, 31
  %672 = sub nuw nsw i32 256, %578
  %673 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %672
  %674 = and i32 %578, 1
  %675 = icmp eq i32 %577, 0
  br i1 %675, label %701, label %676

676:                                              ; preds = %667
  %677 = and i32 %578, 2147483646
  br label %678

678:                                              ; preds = %678, %676
  %679 = phi i32 [ 0, %676 ], [ %698, %678 ]
  %680 = phi i32 [ 0, %676 ], [ %697, %678 ]
  %681 = phi i32 [ 1, %676 ], [ %695, %678 ]
  %682 = phi i32 [ 0, %676 ], [ %699, %678 ]
  %683 = getelementptr inbounds i8, i8* %673, i32 %679
  %684 = load i8, i8* %683, align 1, !tbaa !13
  %685 = zext i8 %684 to i32
  %686 = add nuw nsw i32 %681, %685
  %687 = urem i32 %686, 65521
  %688 = add nuw nsw i32 %687, %680
  %689 = urem i32 %688, 65521
  %690 = or i32 %679, 1
  %691 = getelementptr inbounds i8, i8* %673, i32 %690
  %692 = load i8, i8* %691, align 1, !tbaa !13
  %693 = zext i8 %692 to i32
  %694 = add nuw nsw i32 %687, %693
  %695 = urem i32 %694, 65521
  %696 = add nuw nsw i32 %695, %689
  %697 = urem i32 %696, 65521
  %698 = add nuw nsw i32 %679, 2
  %699 = add i32 %682, 2
  %700 = icmp eq i32 %699, %677
  br i1 %700, label %701, label %678, !llvm.loop !17

701:                                              ; preds = %678, %667
  %702 = phi i32 [ undef, %667 ], [ %695, %678 ]
  %703 = phi i32 [ undef, %667 ], [ %697, %678 ]
  %704 = phi i32 [ 0, %667 ], [ %698, %678 ]
  %705 = phi i32 [ 0, %667 ], [ %697, %678 ]
  %706 = phi i32 [ 1, %667 ], [ %695, %678 ]
  %707 = icmp eq i32 %674, 0
  br i1 %707, label %716, label %708

708:                                              ; preds = %701
  %709 = getelementptr inbounds i8, i8* %673, i32 %704
  %710 = load i8, i8* %709, align 1, !tbaa !13
  %711 = zext i8 %710 to i32
  %712 = add nuw nsw i32 %706, %711
  %713 = urem i32 %712, 65521
  %714 = add nuw nsw i32 %713, %705
  %715 = urem i32 %714, 65521
  br label %716

716:                                              ; preds = %701, %708
  %717 = phi i32 [ %702, %701 ], [ %713, %708 ]
  %718 = phi i32 [ %703, %701 ], [ %715, %708 ]
  %719 = shl nuw i32 %718, 16
  %720 = add i32 %717, %671
  %721 = add i32 %720, %719
  %722 = mul i32 %721, 31
  %723 = and i32 %578, 3
  %724 = icmp ult i32 %581, 3
  br i1 %724, label %757, label %725

725:                                              ; preds = %716
  %726 = and i32 %578, 2147483644
  br label %727

727:                                              ; preds = %727, %725
  %728 = phi i32 [ 0, %725 ], [ %754, %727 ]
  %729 = phi i32 [ -2128831035, %725 ], [ %753, %727 ]
  %730 = phi i32 [ 0, %725 ], [ %755, %727 ]
  %731 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %728
  %732 = load i8, i8* %731, align 1, !tbaa !13
  %733 = zext i8 %732 to i32
  %734 = xor i32 %729, %733
  %735 = mul i32 %734, 16777619
  %736 = or i32 %728, 1
  %737 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %736
  %738 = load i8, i8* %737, align 1, !tbaa !13
  %739 = zext i8 %738 to i32
  %740 = xor i32 %735, %739
  %741 = mul i32 %740, 16777619
  %742 = or i32 %728, 2
  %743 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %742
  %744 = load i8, i8* %743, align 1, !tbaa !13
  %745 = zext i8 %744 to i32
  %746 = xor i32 %741, %745
  %747 = mul i32 %746, 16777619
  %748 = or i32 %728, 3
  %749 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %748
  %750 = load i8, i8* %749, align 1, !tbaa !13
  %751 = zext i8 %750 to i32
  %752 = xor i32 %747, %751
  %753 = mul i32 %752, 16777619
  %754 = add nuw nsw i32 %728, 4
  %755 = add i32 %730, 4
  %756 = icmp eq i32 %755, %726
  br i1 %756, label %757, label %727, !llvm.loop !18

757:                                              ; preds = %727, %716
  %758 = phi i32 [ undef, %716 ], [ %753, %727 ]
  %759 = phi i32 [ 0, %716 ], [ %754, %727 ]
  %760 = phi i32 [ -2128831035, %716 ], [ %753, %727 ]
  %761 = icmp eq i32 %723, 0
  br i1 %761, label %784, label %762

762:                                              ; preds = %757
  %763 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %759
  %764 = load i8, i8* %763, align 1, !tbaa !13
  %765 = zext i8 %764 to i32
  %766 = xor i32 %760, %765
  %767 = mul i32 %766, 16777619
  %768 = icmp eq i32 %723, 1
  br i1 %768, label %784, label %769

769:                                              ; preds = %762
  %770 = add nuw nsw i32 %759, 1
  %771 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %770
  %772 = load i8, i8* %771, align 1, !tbaa !13
  %773 = zext i8 %772 to i32
  %774 = xor i32 %767, %773
  %775 = mul i32 %774, 16777619
  %776 = icmp eq i32 %723, 2
  br i1 %776, label %784, label %777

777:                                              ; preds = %769
  %778 = add nuw nsw i32 %759, 2
  %779 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %778
  %780 = load i8, i8* %779, align 1, !tbaa !13
  %781 = zext i8 %780 to i32
  %782 = xor i32 %775, %781
  %783 = mul i32 %782, 16777619
  br label %784

784:                                              ; preds = %762, %769, %777, %757
  %785 = phi i32 [ %758, %757 ], [ %767, %762 ], [ %775, %769 ], [ %783, %777 ]
  %786 = add i32 %785, %722
  %787 = and i32 %578, 3
  %788 = icmp ult i32 %580, 3
  br i1 %788, label %825, label %789

789:                                              ; preds = %784
  %790 = and i32 %578, 2147483644
  br label %791

791:                                              ; preds = %791, %789
  %792 = phi i32 [ 0, %789 ], [ %818, %791 ]
  %793 = phi i64 [ -3750763034362895579, %789 ], [ %817, %791 ]
  %794 = phi i32 [ 0, %789 ], [ %819, %791 ]
  %795 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %792
  %796 = load i8, i8* %795, align 1, !tbaa !13
  %797 = zext i8 %796 to i64
  %798 = xor i64 %793, %797
  %799 = mul i64 %798, 1099511628211
  %800 = or i32 %792, 1
  %801 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %800
  %802 = load i8, i8* %801, align 1, !tbaa !13
  %803 = zext i8 %802 to i64
  %804 = xor i64 %799, %803
  %805 = mul i64 %804, 1099511628211
  %806 = or i32 %792, 2
  %807 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %806
  %808 = load i8, i8* %807, align 1, !tbaa !13
  %809 = zext i8 %808 to i64
  %810 = xor i64 %805, %809
  %811 = mul i64 %810, 1099511628211
  %812 = or i32 %792, 3
  %813 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %812
  %814 = load i8, i8* %813, align 1, !tbaa !13
  %815 = zext i8 %814 to i64
  %816 = xor i64 %811, %815
  %817 = mul i64 %816, 1099511628211
  %818 = add nuw nsw i32 %792, 4
  %819 = add i32 %794, 4
  %820 = icmp eq i32 %819, %790
  br i1 %820, label %821, label %791, !llvm.loop !19

821:                                              ; preds = %791
  %822 = trunc i64 %817 to i32
  %823 = lshr i64 %817, 32
  %824 = trunc i64 %823 to i32
  br label %825

825:                                              ; preds = %821, %784
  %826 = phi i32 [ undef, %784 ], [ %822, %821 ]
  %827 = phi i32 [ 0, %784 ], [ %824, %821 ]
  %828 = phi i32 [ 0, %784 ], [ %818, %821 ]
  %829 = phi i64 [ -3750763034362895579, %784 ], [ %817, %821 ]
  %830 = icmp eq i32 %787, 0
  br i1 %830, label %862, label %831

831:                                              ; preds = %825
  %832 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %828
  %833 = load i8, i8* %832, align 1, !tbaa !13
  %834 = zext i8 %833 to i64
  %835 = xor i64 %829, %834
  %836 = mul i64 %835, 1099511628211
  %837 = icmp eq i32 %787, 1
  %838 = trunc i64 %836 to i32
  %839 = lshr i64 %836, 32
  %840 = trunc i64 %839 to i32
  br i1 %837, label %862, label %841

841:                                              ; preds = %831
  %842 = add nuw nsw i32 %828, 1
  %843 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %842
  %844 = load i8, i8* %843, align 1, !tbaa !13
  %845 = zext i8 %844 to i64
  %846 = xor i64 %836, %845
  %847 = mul i64 %846, 1099511628211
  %848 = icmp eq i32 %787, 2
  %849 = trunc i64 %847 to i32
  %850 = lshr i64 %847, 32
  %851 = trunc i64 %850 to i32
  br i1 %848, label %862, label %852

852:                                              ; preds = %841
  %853 = add nuw nsw i32 %828, 2
  %854 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %853
  %855 = load i8, i8* %854, align 1, !tbaa !13
  %856 = zext i8 %855 to i64
  %857 = xor i64 %847, %856
  %858 = mul i64 %857, 1099511628211
  %859 = trunc i64 %858 to i32
  %860 = lshr i64 %858, 32
  %861 = trunc i64 %860 to i32
  br label %862

862:                                              ; preds = %831, %841, %852, %825
  %863 = phi i32 [ %826, %825 ], [ %838, %831 ], [ %849, %841 ], [ %859, %852 ]
  %864 = phi i32 [ %827, %825 ], [ %840, %831 ], [ %851, %841 ], [ %861, %852 ]
  %865 = mul i32 %786, 31
  %866 = add i32 %865, %863
  %867 = add i32 %866, %864
  %868 = add nuw nsw i32 %578, 41
  %869 = icmp ult i32 %578, 216
  %870 = add i32 %577, 1
  br i1 %869, label %576, label %574, !llvm.loop !20
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!9, !9, i64 0}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
