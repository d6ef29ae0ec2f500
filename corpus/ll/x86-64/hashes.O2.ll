; ModuleID = 'hashes.c'
source_filename = "hashes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@buf = internal unnamed_addr global [256 x i8] zeroinitializer, align 16
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %45, %1 ]
  %3 = trunc i64 %2 to i32
  %4 = and i32 %3, 1
  %5 = icmp eq i32 %4, 0
  %6 = lshr i32 %3, 1
  %7 = xor i32 %6, -306674912
  %8 = select i1 %5, i32 %6, i32 %7
  %9 = and i32 %8, 1
  %10 = icmp eq i32 %9, 0
  %11 = lshr i32 %8, 1
  %12 = xor i32 %11, -306674912
  %13 = select i1 %10, i32 %11, i32 %12
  %14 = and i32 %13, 1
  %15 = icmp eq i32 %14, 0
  %16 = lshr i32 %13, 1
  %17 = xor i32 %16, -306674912
  %18 = select i1 %15, i32 %16, i32 %17
  %19 = and i32 %18, 1
  %20 = icmp eq i32 %19, 0
  %21 = lshr i32 %18, 1
  %22 = xor i32 %21, -306674912
  %23 = select i1 %20, i32 %21, i32 %22
  %24 = and i32 %23, 1
  %25 = icmp eq i32 %24, 0
  %26 = lshr i32 %23, 1
  %27 = xor i32 %26, -306674912
  %28 = select i1 %25, i32 %26, i32 %27
  %29 = and i32 %28, 1
  %30 = icmp eq i32 %29, 0
  %31 = lshr i32 %28, 1
  %32 = xor i32 %31, -306674912
  %33 = select i1 %30, i32 %31, i32 %32
  %34 = and i32 %33, 1
  %35 = icmp eq i32 %34, 0
  %36 = lshr i32 %33, 1
  %37 = xor i32 %36, -306674912
  %38 = select i1 %35, i32 %36, i32 %37
  %39 = and i32 %38, 1
  %40 = icmp eq i32 %39, 0
  %41 = lshr i32 %38, 1
  %42 = xor i32 %41, -306674912
  %43 = select i1 %40, i32 %41, i32 %42
  %44 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %2
  store i32 %43, i32* %44, align 4, !tbaa !2
  %45 = add nuw nsw i64 %2, 1
  %46 = icmp eq i64 %45, 256
  br i1 %46, label %47, label %1, !llvm.loop !6

47:                                               ; preds = %1
  %48 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i64 0, i64 206), align 8, !tbaa !2
  %49 = xor i32 %48, 16777215
  %50 = and i32 %49, 255
  %51 = xor i32 %50, 50
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %52
  %54 = load i32, i32* %53, align 4, !tbaa !2
  %55 = lshr i32 %49, 8
  %56 = xor i32 %54, %55
  %57 = and i32 %56, 255
  %58 = xor i32 %57, 51
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %59
  %61 = load i32, i32* %60, align 4, !tbaa !2
  %62 = lshr i32 %56, 8
  %63 = xor i32 %61, %62
  %64 = and i32 %63, 255
  %65 = xor i32 %64, 52
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %66
  %68 = load i32, i32* %67, align 4, !tbaa !2
  %69 = lshr i32 %63, 8
  %70 = xor i32 %68, %69
  %71 = and i32 %70, 255
  %72 = xor i32 %71, 53
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %73
  %75 = load i32, i32* %74, align 4, !tbaa !2
  %76 = lshr i32 %70, 8
  %77 = xor i32 %75, %76
  %78 = and i32 %77, 255
  %79 = xor i32 %78, 54
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %80
  %82 = load i32, i32* %81, align 4, !tbaa !2
  %83 = lshr i32 %77, 8
  %84 = xor i32 %82, %83
  %85 = and i32 %84, 255
  %86 = xor i32 %85, 55
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %87
  %89 = load i32, i32* %88, align 4, !tbaa !2
  %90 = lshr i32 %84, 8
  %91 = xor i32 %89, %90
  %92 = and i32 %91, 255
  %93 = xor i32 %92, 56
  %94 = zext i32 %93 to i64
  %95 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %94
  %96 = load i32, i32* %95, align 4, !tbaa !2
  %97 = lshr i32 %91, 8
  %98 = xor i32 %96, %97
  %99 = and i32 %98, 255
  %100 = xor i32 %99, 57
  %101 = zext i32 %100 to i64
  %102 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %101
  %103 = load i32, i32* %102, align 4, !tbaa !2
  %104 = lshr i32 %98, 8
  %105 = xor i32 %103, %104
  %106 = icmp eq i32 %105, 873187033
  br i1 %106, label %108, label %107

107:                                              ; preds = %47
  tail call void @abort() #2
  br label %108

108:                                              ; preds = %47, %107
  br label %237

109:                                              ; preds = %237, %109
  %110 = phi i64 [ %156, %109 ], [ 0, %237 ]
  %111 = phi i32 [ %155, %109 ], [ -1, %237 ]
  %112 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %110
  %113 = load i8, i8* %112, align 1, !tbaa !8
  %114 = zext i8 %113 to i32
  %115 = xor i32 %111, %114
  %116 = lshr i32 %115, 1
  %117 = and i32 %115, 1
  %118 = sub nsw i32 0, %117
  %119 = and i32 %118, -306674912
  %120 = xor i32 %119, %116
  %121 = lshr i32 %120, 1
  %122 = and i32 %116, 1
  %123 = sub nsw i32 0, %122
  %124 = and i32 %123, -306674912
  %125 = xor i32 %121, %124
  %126 = lshr i32 %125, 1
  %127 = and i32 %121, 1
  %128 = sub nsw i32 0, %127
  %129 = and i32 %128, -306674912
  %130 = xor i32 %129, %126
  %131 = lshr i32 %130, 1
  %132 = and i32 %126, 1
  %133 = sub nsw i32 0, %132
  %134 = and i32 %133, -306674912
  %135 = xor i32 %134, %131
  %136 = lshr i32 %135, 1
  %137 = and i32 %131, 1
  %138 = sub nsw i32 0, %137
  %139 = and i32 %138, -306674912
  %140 = xor i32 %139, %136
  %141 = lshr i32 %140, 1
  %142 = and i32 %136, 1
  %143 = sub nsw i32 0, %142
  %144 = and i32 %143, -306674912
  %145 = xor i32 %144, %141
  %146 = lshr i32 %145, 1
  %147 = and i32 %141, 1
  %148 = sub nsw i32 0, %147
  %149 = and i32 %148, -306674912
  %150 = xor i32 %149, %146
  %151 = lshr i32 %150, 1
  %152 = and i32 %146, 1
  %153 = sub nsw i32 0, %152
  %154 = and i32 %153, -306674912
  %155 = xor i32 %154, %151
  %156 = add nuw nsw i64 %110, 1
  %157 = icmp eq i64 %156, 256
  br i1 %157, label %158, label %109, !llvm.loop !9

158:                                              ; preds = %109, %158
  %159 = phi i32 [ %182, %158 ], [ -1, %109 ]
  %160 = phi i64 [ %172, %158 ], [ 256, %109 ]
  %161 = phi i8* [ %173, %158 ], [ getelementptr inbounds ([256 x i8], [256 x i8]* @buf, i64 0, i64 0), %109 ]
  %162 = getelementptr inbounds i8, i8* %161, i64 1
  %163 = load i8, i8* %161, align 1, !tbaa !8
  %164 = zext i8 %163 to i32
  %165 = and i32 %159, 255
  %166 = xor i32 %165, %164
  %167 = zext i32 %166 to i64
  %168 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %167
  %169 = load i32, i32* %168, align 4, !tbaa !2
  %170 = lshr i32 %159, 8
  %171 = xor i32 %169, %170
  %172 = add nsw i64 %160, -2
  %173 = getelementptr inbounds i8, i8* %161, i64 2
  %174 = load i8, i8* %162, align 1, !tbaa !8
  %175 = zext i8 %174 to i32
  %176 = and i32 %171, 255
  %177 = xor i32 %176, %175
  %178 = zext i32 %177 to i64
  %179 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %178
  %180 = load i32, i32* %179, align 4, !tbaa !2
  %181 = lshr i32 %171, 8
  %182 = xor i32 %180, %181
  %183 = icmp eq i64 %172, 0
  br i1 %183, label %184, label %158, !llvm.loop !10

184:                                              ; preds = %158, %184
  %185 = phi i64 [ %231, %184 ], [ 0, %158 ]
  %186 = phi i32 [ %230, %184 ], [ -1, %158 ]
  %187 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %185
  %188 = load i8, i8* %187, align 1, !tbaa !8
  %189 = zext i8 %188 to i32
  %190 = xor i32 %186, %189
  %191 = lshr i32 %190, 1
  %192 = and i32 %190, 1
  %193 = sub nsw i32 0, %192
  %194 = and i32 %193, -306674912
  %195 = xor i32 %194, %191
  %196 = lshr i32 %195, 1
  %197 = and i32 %191, 1
  %198 = sub nsw i32 0, %197
  %199 = and i32 %198, -306674912
  %200 = xor i32 %196, %199
  %201 = lshr i32 %200, 1
  %202 = and i32 %196, 1
  %203 = sub nsw i32 0, %202
  %204 = and i32 %203, -306674912
  %205 = xor i32 %204, %201
  %206 = lshr i32 %205, 1
  %207 = and i32 %201, 1
  %208 = sub nsw i32 0, %207
  %209 = and i32 %208, -306674912
  %210 = xor i32 %209, %206
  %211 = lshr i32 %210, 1
  %212 = and i32 %206, 1
  %213 = sub nsw i32 0, %212
  %214 = and i32 %213, -306674912
  %215 = xor i32 %214, %211
  %216 = lshr i32 %215, 1
  %217 = and i32 %211, 1
  %218 = sub nsw i32 0, %217
  %219 = and i32 %218, -306674912
  %220 = xor i32 %219, %216
  %221 = lshr i32 %220, 1
  %222 = and i32 %216, 1
  %223 = sub nsw i32 0, %222
  %224 = and i32 %223, -306674912
  %225 = xor i32 %224, %221
  %226 = lshr i32 %225, 1
  %227 = and i32 %221, 1
  %228 = sub nsw i32 0, %227
  %229 = and i32 %228, -306674912
  %230 = xor i32 %229, %226
  %231 = add nuw nsw i64 %185, 1
  %232 = icmp eq i64 %231, 256
  br i1 %232, label %233, label %184, !llvm.loop !9

233:                                              ; preds = %184
  %234 = xor i32 %155, -1
  %235 = icmp eq i32 %182, %230
  br i1 %235, label %236, label %265

236:                                              ; preds = %265, %233
  br label %268

237:                                              ; preds = %237, %108
  %238 = phi i32 [ 1, %108 ], [ %259, %237 ]
  %239 = phi i64 [ 0, %108 ], [ %263, %237 ]
  %240 = mul i32 %238, 1103515245
  %241 = add i32 %240, 12345
  %242 = lshr i32 %241, 16
  %243 = trunc i32 %242 to i8
  %244 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %239
  store i8 %243, i8* %244, align 4, !tbaa !8
  %245 = or i64 %239, 1
  %246 = mul i32 %241, 1103515245
  %247 = add i32 %246, 12345
  %248 = lshr i32 %247, 16
  %249 = trunc i32 %248 to i8
  %250 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %245
  store i8 %249, i8* %250, align 1, !tbaa !8
  %251 = or i64 %239, 2
  %252 = mul i32 %247, 1103515245
  %253 = add i32 %252, 12345
  %254 = lshr i32 %253, 16
  %255 = trunc i32 %254 to i8
  %256 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %251
  store i8 %255, i8* %256, align 2, !tbaa !8
  %257 = or i64 %239, 3
  %258 = mul i32 %253, 1103515245
  %259 = add i32 %258, 12345
  %260 = lshr i32 %259, 16
  %261 = trunc i32 %260 to i8
  %262 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %257
  store i8 %261, i8* %262, align 1, !tbaa !8
  %263 = add nuw nsw i64 %239, 4
  %264 = icmp eq i64 %263, 256
  br i1 %264, label %109, label %237, !llvm.loop !11

265:                                              ; preds = %233
  tail call void @abort() #2
  br label %236

266:                                              ; preds = %483
  %267 = and i32 %490, 2147483647
  ret i32 %267

268:                                              ; preds = %236, %483
  %269 = phi i64 [ 0, %236 ], [ %493, %483 ]
  %270 = phi i64 [ 1, %236 ], [ %491, %483 ]
  %271 = phi i32 [ %234, %236 ], [ %490, %483 ]
  %272 = mul nuw nsw i64 %269, 41
  %273 = mul nuw nsw i64 %269, 41
  %274 = mul nuw nsw i64 %269, 41
  %275 = add i64 %274, 1
  %276 = mul i32 %271, 31
  %277 = and i64 %275, 1
  %278 = icmp eq i64 %269, 0
  br i1 %278, label %307, label %279

279:                                              ; preds = %268
  %280 = and i64 %275, -2
  br label %281

281:                                              ; preds = %281, %279
  %282 = phi i32 [ -1, %279 ], [ %304, %281 ]
  %283 = phi i8* [ getelementptr inbounds ([256 x i8], [256 x i8]* @buf, i64 0, i64 0), %279 ], [ %295, %281 ]
  %284 = phi i64 [ 0, %279 ], [ %305, %281 ]
  %285 = getelementptr inbounds i8, i8* %283, i64 1
  %286 = load i8, i8* %283, align 1, !tbaa !8
  %287 = zext i8 %286 to i32
  %288 = and i32 %282, 255
  %289 = xor i32 %288, %287
  %290 = zext i32 %289 to i64
  %291 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %290
  %292 = load i32, i32* %291, align 4, !tbaa !2
  %293 = lshr i32 %282, 8
  %294 = xor i32 %292, %293
  %295 = getelementptr inbounds i8, i8* %283, i64 2
  %296 = load i8, i8* %285, align 1, !tbaa !8
  %297 = zext i8 %296 to i32
  %298 = and i32 %294, 255
  %299 = xor i32 %298, %297
  %300 = zext i32 %299 to i64
  %301 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %300
  %302 = load i32, i32* %301, align 4, !tbaa !2
  %303 = lshr i32 %294, 8
  %304 = xor i32 %302, %303
  %305 = add i64 %284, 2
  %306 = icmp eq i64 %305, %280
  br i1 %306, label %307, label %281, !llvm.loop !10

307:                                              ; preds = %281, %268
  %308 = phi i32 [ undef, %268 ], [ %304, %281 ]
  %309 = phi i32 [ -1, %268 ], [ %304, %281 ]
  %310 = phi i8* [ getelementptr inbounds ([256 x i8], [256 x i8]* @buf, i64 0, i64 0), %268 ], [ %295, %281 ]
  %311 = icmp eq i64 %277, 0
  br i1 %311, label %322, label %312

312:                                              ; preds = %307
  %313 = load i8, i8* %310, align 1, !tbaa !8
  %314 = zext i8 %313 to i32
  %315 = and i32 %309, 255
  %316 = xor i32 %315, %314
  %317 = zext i32 %316 to i64
  %318 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i64 0, i64 %317
  %319 = load i32, i32* %318, align 4, !tbaa !2
  %320 = lshr i32 %309, 8
  %321 = xor i32 %319, %320
  br label %322

322:                                              ; preds = %307, %312
  %323 = phi i32 [ %308, %307 ], [ %321, %312 ]
  %324 = xor i32 %323, -1
  %325 = add i32 %276, %324
  %326 = mul i32 %325, 31
  %327 = sub nuw nsw i64 256, %270
  %328 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %327
  %329 = and i64 %270, 1
  %330 = icmp eq i64 %269, 0
  br i1 %330, label %356, label %331

331:                                              ; preds = %322
  %332 = and i64 %270, 9223372036854775806
  br label %333

333:                                              ; preds = %333, %331
  %334 = phi i64 [ 0, %331 ], [ %353, %333 ]
  %335 = phi i32 [ 0, %331 ], [ %352, %333 ]
  %336 = phi i32 [ 1, %331 ], [ %350, %333 ]
  %337 = phi i64 [ 0, %331 ], [ %354, %333 ]
  %338 = getelementptr inbounds i8, i8* %328, i64 %334
  %339 = load i8, i8* %338, align 1, !tbaa !8
  %340 = zext i8 %339 to i32
  %341 = add nuw nsw i32 %336, %340
  %342 = urem i32 %341, 65521
  %343 = add nuw nsw i32 %342, %335
  %344 = urem i32 %343, 65521
  %345 = or i64 %334, 1
  %346 = getelementptr inbounds i8, i8* %328, i64 %345
  %347 = load i8, i8* %346, align 1, !tbaa !8
  %348 = zext i8 %347 to i32
  %349 = add nuw nsw i32 %342, %348
  %350 = urem i32 %349, 65521
  %351 = add nuw nsw i32 %350, %344
  %352 = urem i32 %351, 65521
  %353 = add nuw nsw i64 %334, 2
  %354 = add i64 %337, 2
  %355 = icmp eq i64 %354, %332
  br i1 %355, label %356, label %333, !llvm.loop !12

356:                                              ; preds = %333, %322
  %357 = phi i32 [ undef, %322 ], [ %350, %333 ]
  %358 = phi i32 [ undef, %322 ], [ %352, %333 ]
  %359 = phi i64 [ 0, %322 ], [ %353, %333 ]
  %360 = phi i32 [ 0, %322 ], [ %352, %333 ]
  %361 = phi i32 [ 1, %322 ], [ %350, %333 ]
  %362 = icmp eq i64 %329, 0
  br i1 %362, label %371, label %363

363:                                              ; preds = %356
  %364 = getelementptr inbounds i8, i8* %328, i64 %359
  %365 = load i8, i8* %364, align 1, !tbaa !8
  %366 = zext i8 %365 to i32
  %367 = add nuw nsw i32 %361, %366
  %368 = urem i32 %367, 65521
  %369 = add nuw nsw i32 %368, %360
  %370 = urem i32 %369, 65521
  br label %371

371:                                              ; preds = %356, %363
  %372 = phi i32 [ %357, %356 ], [ %368, %363 ]
  %373 = phi i32 [ %358, %356 ], [ %370, %363 ]
  %374 = shl nuw i32 %373, 16
  %375 = add i32 %372, %326
  %376 = add i32 %375, %374
  %377 = mul i32 %376, 31
  %378 = and i64 %270, 3
  %379 = icmp ult i64 %273, 3
  br i1 %379, label %412, label %380

380:                                              ; preds = %371
  %381 = and i64 %270, 9223372036854775804
  br label %382

382:                                              ; preds = %382, %380
  %383 = phi i64 [ 0, %380 ], [ %409, %382 ]
  %384 = phi i32 [ -2128831035, %380 ], [ %408, %382 ]
  %385 = phi i64 [ 0, %380 ], [ %410, %382 ]
  %386 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %383
  %387 = load i8, i8* %386, align 4, !tbaa !8
  %388 = zext i8 %387 to i32
  %389 = xor i32 %384, %388
  %390 = mul i32 %389, 16777619
  %391 = or i64 %383, 1
  %392 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %391
  %393 = load i8, i8* %392, align 1, !tbaa !8
  %394 = zext i8 %393 to i32
  %395 = xor i32 %390, %394
  %396 = mul i32 %395, 16777619
  %397 = or i64 %383, 2
  %398 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %397
  %399 = load i8, i8* %398, align 2, !tbaa !8
  %400 = zext i8 %399 to i32
  %401 = xor i32 %396, %400
  %402 = mul i32 %401, 16777619
  %403 = or i64 %383, 3
  %404 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %403
  %405 = load i8, i8* %404, align 1, !tbaa !8
  %406 = zext i8 %405 to i32
  %407 = xor i32 %402, %406
  %408 = mul i32 %407, 16777619
  %409 = add nuw nsw i64 %383, 4
  %410 = add i64 %385, 4
  %411 = icmp eq i64 %410, %381
  br i1 %411, label %412, label %382, !llvm.loop !13

412:                                              ; preds = %382, %371
  %413 = phi i32 [ undef, %371 ], [ %408, %382 ]
  %414 = phi i64 [ 0, %371 ], [ %409, %382 ]
  %415 = phi i32 [ -2128831035, %371 ], [ %408, %382 ]
  %416 = icmp eq i64 %378, 0
  br i1 %416, label %429, label %417

417:                                              ; preds = %412, %417
  %418 = phi i64 [ %426, %417 ], [ %414, %412 ]
  %419 = phi i32 [ %425, %417 ], [ %415, %412 ]
  %420 = phi i64 [ %427, %417 ], [ 0, %412 ]
  %421 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %418
  %422 = load i8, i8* %421, align 1, !tbaa !8
  %423 = zext i8 %422 to i32
  %424 = xor i32 %419, %423
  %425 = mul i32 %424, 16777619
  %426 = add nuw nsw i64 %418, 1
  %427 = add i64 %420, 1
  %428 = icmp eq i64 %427, %378
  br i1 %428, label %429, label %417, !llvm.loop !14

429:                                              ; preds = %417, %412
  %430 = phi i32 [ %413, %412 ], [ %425, %417 ]
  %431 = add i32 %430, %377
  %432 = and i64 %270, 3
  %433 = icmp ult i64 %272, 3
  br i1 %433, label %466, label %434

434:                                              ; preds = %429
  %435 = and i64 %270, 9223372036854775804
  br label %436

436:                                              ; preds = %436, %434
  %437 = phi i64 [ 0, %434 ], [ %463, %436 ]
  %438 = phi i64 [ -3750763034362895579, %434 ], [ %462, %436 ]
  %439 = phi i64 [ 0, %434 ], [ %464, %436 ]
  %440 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %437
  %441 = load i8, i8* %440, align 4, !tbaa !8
  %442 = zext i8 %441 to i64
  %443 = xor i64 %438, %442
  %444 = mul i64 %443, 1099511628211
  %445 = or i64 %437, 1
  %446 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %445
  %447 = load i8, i8* %446, align 1, !tbaa !8
  %448 = zext i8 %447 to i64
  %449 = xor i64 %444, %448
  %450 = mul i64 %449, 1099511628211
  %451 = or i64 %437, 2
  %452 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %451
  %453 = load i8, i8* %452, align 2, !tbaa !8
  %454 = zext i8 %453 to i64
  %455 = xor i64 %450, %454
  %456 = mul i64 %455, 1099511628211
  %457 = or i64 %437, 3
  %458 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %457
  %459 = load i8, i8* %458, align 1, !tbaa !8
  %460 = zext i8 %459 to i64
  %461 = xor i64 %456, %460
  %462 = mul i64 %461, 1099511628211
  %463 = add nuw nsw i64 %437, 4
  %464 = add i64 %439, 4
  %465 = icmp eq i64 %464, %435
  br i1 %465, label %466, label %436, !llvm.loop !16

466:                                              ; preds = %436, %429
  %467 = phi i64 [ undef, %429 ], [ %462, %436 ]
  %468 = phi i64 [ 0, %429 ], [ %463, %436 ]
  %469 = phi i64 [ -3750763034362895579, %429 ], [ %462, %436 ]
  %470 = icmp eq i64 %432, 0
  br i1 %470, label %483, label %471

471:                                              ; preds = %466, %471
  %472 = phi i64 [ %480, %471 ], [ %468, %466 ]
  %473 = phi i64 [ %479, %471 ], [ %469, %466 ]
  %474 = phi i64 [ %481, %471 ], [ 0, %466 ]
  %475 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i64 0, i64 %472
  %476 = load i8, i8* %475, align 1, !tbaa !8
  %477 = zext i8 %476 to i64
  %478 = xor i64 %473, %477
  %479 = mul i64 %478, 1099511628211
  %480 = add nuw nsw i64 %472, 1
  %481 = add i64 %474, 1
  %482 = icmp eq i64 %481, %432
  br i1 %482, label %483, label %471, !llvm.loop !17

483:                                              ; preds = %471, %466
  %484 = phi i64 [ %467, %466 ], [ %479, %471 ]
  %485 = mul i32 %431, 31
  %486 = trunc i64 %484 to i32
  %487 = add i32 %485, %486
  %488 = lshr i64 %484, 32
  %489 = trunc i64 %488 to i32
  %490 = add i32 %487, %489
  %491 = add nuw nsw i64 %270, 41
  %492 = icmp ult i64 %270, 216
  %493 = add i64 %269, 1
  br i1 %492, label %268, label %266, !llvm.loop !18
}

declare dso_local void @abort() local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!4, !4, i64 0}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !7}
