; ModuleID = 'hashes.c'
source_filename = "hashes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@buf = internal unnamed_addr global [256 x i8] zeroinitializer, align 16
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %45, %1 ]
  %3 = trunc nuw nsw i64 %2 to i32
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
  %44 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %2
  store i32 %43, ptr %44, align 4, !tbaa !2
  %45 = add nuw nsw i64 %2, 1
  %46 = icmp eq i64 %45, 256
  br i1 %46, label %47, label %1, !llvm.loop !6

47:                                               ; preds = %1
  %48 = load i32, ptr getelementptr inbounds (i8, ptr @crc_table, i64 824), align 8, !tbaa !2
  %49 = and i32 %48, 255
  %50 = xor i32 %49, 205
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !2
  %54 = lshr i32 %48, 8
  %55 = xor i32 %54, %53
  %56 = and i32 %55, 255
  %57 = xor i32 %56, 204
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !2
  %61 = lshr i32 %55, 8
  %62 = xor i32 %61, %60
  %63 = and i32 %62, 255
  %64 = xor i32 %63, 203
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !2
  %68 = lshr i32 %62, 8
  %69 = xor i32 %67, %68
  %70 = and i32 %69, 255
  %71 = xor i32 %70, 53
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !2
  %75 = lshr i32 %69, 8
  %76 = xor i32 %74, %75
  %77 = and i32 %76, 255
  %78 = xor i32 %77, 54
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !2
  %82 = lshr i32 %76, 8
  %83 = xor i32 %81, %82
  %84 = and i32 %83, 255
  %85 = xor i32 %84, 55
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %86
  %88 = load i32, ptr %87, align 4, !tbaa !2
  %89 = lshr i32 %83, 8
  %90 = xor i32 %88, %89
  %91 = and i32 %90, 255
  %92 = xor i32 %91, 56
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !2
  %96 = lshr i32 %90, 8
  %97 = xor i32 %95, %96
  %98 = and i32 %97, 255
  %99 = xor i32 %98, 57
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !2
  %103 = lshr i32 %97, 8
  %104 = xor i32 %102, %103
  %105 = icmp eq i32 %104, 873187033
  br i1 %105, label %107, label %106

106:                                              ; preds = %47
  tail call void @abort() #2
  br label %107

107:                                              ; preds = %47, %106
  br label %224

108:                                              ; preds = %224, %108
  %109 = phi i64 [ %150, %108 ], [ 0, %224 ]
  %110 = phi i32 [ %149, %108 ], [ -1, %224 ]
  %111 = getelementptr inbounds i8, ptr @buf, i64 %109
  %112 = load i8, ptr %111, align 1, !tbaa !8
  %113 = zext i8 %112 to i32
  %114 = xor i32 %110, %113
  %115 = lshr i32 %114, 1
  %116 = and i32 %114, 1
  %117 = icmp eq i32 %116, 0
  %118 = select i1 %117, i32 0, i32 -306674912
  %119 = xor i32 %118, %115
  %120 = lshr i32 %119, 1
  %121 = and i32 %114, 2
  %122 = icmp eq i32 %121, 0
  %123 = select i1 %122, i32 0, i32 -306674912
  %124 = xor i32 %120, %123
  %125 = lshr i32 %124, 6
  %126 = and i32 %114, 4
  %127 = icmp eq i32 %126, 0
  %128 = select i1 %127, i32 0, i32 124634137
  %129 = and i32 %114, 8
  %130 = icmp eq i32 %129, 0
  %131 = select i1 %130, i32 0, i32 249268274
  %132 = and i32 %114, 16
  %133 = icmp eq i32 %132, 0
  %134 = select i1 %133, i32 0, i32 498536548
  %135 = and i32 %114, 32
  %136 = icmp eq i32 %135, 0
  %137 = select i1 %136, i32 0, i32 997073096
  %138 = and i32 %119, 32
  %139 = icmp eq i32 %138, 0
  %140 = select i1 %139, i32 0, i32 1994146192
  %141 = and i32 %124, 32
  %142 = icmp eq i32 %141, 0
  %143 = select i1 %142, i32 0, i32 -306674912
  %144 = xor i32 %131, %128
  %145 = xor i32 %144, %134
  %146 = xor i32 %145, %137
  %147 = xor i32 %146, %125
  %148 = xor i32 %147, %140
  %149 = xor i32 %148, %143
  %150 = add nuw nsw i64 %109, 1
  %151 = icmp eq i64 %150, 256
  br i1 %151, label %152, label %108, !llvm.loop !9

152:                                              ; preds = %108, %152
  %153 = phi i32 [ %174, %152 ], [ -1, %108 ]
  %154 = phi i64 [ %165, %152 ], [ 256, %108 ]
  %155 = phi ptr [ %166, %152 ], [ @buf, %108 ]
  %156 = getelementptr inbounds i8, ptr %155, i64 1
  %157 = load i8, ptr %155, align 1, !tbaa !8
  %158 = trunc i32 %153 to i8
  %159 = xor i8 %157, %158
  %160 = zext i8 %159 to i64
  %161 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %160
  %162 = load i32, ptr %161, align 4, !tbaa !2
  %163 = lshr i32 %153, 8
  %164 = xor i32 %162, %163
  %165 = add nsw i64 %154, -2
  %166 = getelementptr inbounds i8, ptr %155, i64 2
  %167 = load i8, ptr %156, align 1, !tbaa !8
  %168 = trunc i32 %164 to i8
  %169 = xor i8 %167, %168
  %170 = zext i8 %169 to i64
  %171 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %170
  %172 = load i32, ptr %171, align 4, !tbaa !2
  %173 = lshr i32 %164, 8
  %174 = xor i32 %172, %173
  %175 = icmp eq i64 %165, 0
  br i1 %175, label %176, label %152, !llvm.loop !10

176:                                              ; preds = %152, %176
  %177 = phi i64 [ %218, %176 ], [ 0, %152 ]
  %178 = phi i32 [ %217, %176 ], [ -1, %152 ]
  %179 = getelementptr inbounds i8, ptr @buf, i64 %177
  %180 = load i8, ptr %179, align 1, !tbaa !8
  %181 = zext i8 %180 to i32
  %182 = xor i32 %178, %181
  %183 = lshr i32 %182, 1
  %184 = and i32 %182, 1
  %185 = icmp eq i32 %184, 0
  %186 = select i1 %185, i32 0, i32 -306674912
  %187 = xor i32 %186, %183
  %188 = lshr i32 %187, 1
  %189 = and i32 %182, 2
  %190 = icmp eq i32 %189, 0
  %191 = select i1 %190, i32 0, i32 -306674912
  %192 = xor i32 %188, %191
  %193 = lshr i32 %192, 6
  %194 = and i32 %182, 4
  %195 = icmp eq i32 %194, 0
  %196 = select i1 %195, i32 0, i32 124634137
  %197 = and i32 %182, 8
  %198 = icmp eq i32 %197, 0
  %199 = select i1 %198, i32 0, i32 249268274
  %200 = and i32 %182, 16
  %201 = icmp eq i32 %200, 0
  %202 = select i1 %201, i32 0, i32 498536548
  %203 = and i32 %182, 32
  %204 = icmp eq i32 %203, 0
  %205 = select i1 %204, i32 0, i32 997073096
  %206 = and i32 %187, 32
  %207 = icmp eq i32 %206, 0
  %208 = select i1 %207, i32 0, i32 1994146192
  %209 = and i32 %192, 32
  %210 = icmp eq i32 %209, 0
  %211 = select i1 %210, i32 0, i32 -306674912
  %212 = xor i32 %199, %196
  %213 = xor i32 %212, %202
  %214 = xor i32 %213, %205
  %215 = xor i32 %214, %193
  %216 = xor i32 %215, %208
  %217 = xor i32 %216, %211
  %218 = add nuw nsw i64 %177, 1
  %219 = icmp eq i64 %218, 256
  br i1 %219, label %220, label %176, !llvm.loop !9

220:                                              ; preds = %176
  %221 = xor i32 %149, -1
  %222 = icmp eq i32 %174, %217
  br i1 %222, label %223, label %252

223:                                              ; preds = %252, %220
  br label %255

224:                                              ; preds = %224, %107
  %225 = phi i32 [ 1, %107 ], [ %246, %224 ]
  %226 = phi i64 [ 0, %107 ], [ %250, %224 ]
  %227 = mul i32 %225, 1103515245
  %228 = add i32 %227, 12345
  %229 = lshr i32 %228, 16
  %230 = trunc i32 %229 to i8
  %231 = getelementptr inbounds [256 x i8], ptr @buf, i64 0, i64 %226
  store i8 %230, ptr %231, align 4, !tbaa !8
  %232 = or disjoint i64 %226, 1
  %233 = mul i32 %228, 1103515245
  %234 = add i32 %233, 12345
  %235 = lshr i32 %234, 16
  %236 = trunc i32 %235 to i8
  %237 = getelementptr inbounds [256 x i8], ptr @buf, i64 0, i64 %232
  store i8 %236, ptr %237, align 1, !tbaa !8
  %238 = or disjoint i64 %226, 2
  %239 = mul i32 %234, 1103515245
  %240 = add i32 %239, 12345
  %241 = lshr i32 %240, 16
  %242 = trunc i32 %241 to i8
  %243 = getelementptr inbounds [256 x i8], ptr @buf, i64 0, i64 %238
  store i8 %242, ptr %243, align 2, !tbaa !8
  %244 = or disjoint i64 %226, 3
  %245 = mul i32 %240, 1103515245
  %246 = add i32 %245, 12345
  %247 = lshr i32 %246, 16
  %248 = trunc i32 %247 to i8
  %249 = getelementptr inbounds [256 x i8], ptr @buf, i64 0, i64 %244
  store i8 %248, ptr %249, align 1, !tbaa !8
  %250 = add nuw nsw i64 %226, 4
  %251 = icmp eq i64 %250, 256
  br i1 %251, label %108, label %224, !llvm.loop !11

252:                                              ; preds = %220
  tail call void @abort() #2
  br label %223

253:                                              ; preds = %464
  %254 = and i32 %472, 2147483647
  ret i32 %254

255:                                              ; preds = %223, %464
  %256 = phi i64 [ 0, %223 ], [ %475, %464 ]
  %257 = phi i64 [ 1, %223 ], [ %473, %464 ]
  %258 = phi i32 [ %221, %223 ], [ %472, %464 ]
  %259 = mul nuw nsw i64 %256, 41
  %260 = icmp eq i64 %256, 0
  br i1 %260, label %288, label %261

261:                                              ; preds = %255
  %262 = add i64 %259, 1
  %263 = and i64 %262, -2
  br label %264

264:                                              ; preds = %264, %261
  %265 = phi i32 [ -1, %261 ], [ %285, %264 ]
  %266 = phi ptr [ @buf, %261 ], [ %277, %264 ]
  %267 = phi i64 [ 0, %261 ], [ %286, %264 ]
  %268 = getelementptr inbounds i8, ptr %266, i64 1
  %269 = load i8, ptr %266, align 1, !tbaa !8
  %270 = trunc i32 %265 to i8
  %271 = xor i8 %269, %270
  %272 = zext i8 %271 to i64
  %273 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %272
  %274 = load i32, ptr %273, align 4, !tbaa !2
  %275 = lshr i32 %265, 8
  %276 = xor i32 %274, %275
  %277 = getelementptr inbounds i8, ptr %266, i64 2
  %278 = load i8, ptr %268, align 1, !tbaa !8
  %279 = trunc i32 %276 to i8
  %280 = xor i8 %278, %279
  %281 = zext i8 %280 to i64
  %282 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %281
  %283 = load i32, ptr %282, align 4, !tbaa !2
  %284 = lshr i32 %276, 8
  %285 = xor i32 %283, %284
  %286 = add i64 %267, 2
  %287 = icmp eq i64 %286, %263
  br i1 %287, label %288, label %264, !llvm.loop !10

288:                                              ; preds = %264, %255
  %289 = phi i32 [ poison, %255 ], [ %285, %264 ]
  %290 = phi i32 [ -1, %255 ], [ %285, %264 ]
  %291 = phi ptr [ @buf, %255 ], [ %277, %264 ]
  %292 = and i64 %259, 1
  %293 = icmp eq i64 %292, 0
  br i1 %293, label %294, label %303

294:                                              ; preds = %288
  %295 = load i8, ptr %291, align 1, !tbaa !8
  %296 = trunc i32 %290 to i8
  %297 = xor i8 %295, %296
  %298 = zext i8 %297 to i64
  %299 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %298
  %300 = load i32, ptr %299, align 4, !tbaa !2
  %301 = lshr i32 %290, 8
  %302 = xor i32 %300, %301
  br label %303

303:                                              ; preds = %288, %294
  %304 = phi i32 [ %289, %288 ], [ %302, %294 ]
  %305 = mul i32 %258, 31
  %306 = xor i32 %304, -1
  %307 = add i32 %305, %306
  %308 = sub nuw nsw i64 256, %257
  %309 = getelementptr inbounds i8, ptr @buf, i64 %308
  %310 = and i64 %257, 1
  %311 = icmp eq i64 %256, 0
  br i1 %311, label %337, label %312

312:                                              ; preds = %303
  %313 = and i64 %257, 9223372036854775806
  br label %314

314:                                              ; preds = %314, %312
  %315 = phi i64 [ 0, %312 ], [ %334, %314 ]
  %316 = phi i32 [ 0, %312 ], [ %333, %314 ]
  %317 = phi i32 [ 1, %312 ], [ %331, %314 ]
  %318 = phi i64 [ 0, %312 ], [ %335, %314 ]
  %319 = getelementptr inbounds i8, ptr %309, i64 %315
  %320 = load i8, ptr %319, align 1, !tbaa !8
  %321 = zext i8 %320 to i32
  %322 = add nuw nsw i32 %317, %321
  %323 = urem i32 %322, 65521
  %324 = add nuw nsw i32 %323, %316
  %325 = urem i32 %324, 65521
  %326 = or disjoint i64 %315, 1
  %327 = getelementptr inbounds i8, ptr %309, i64 %326
  %328 = load i8, ptr %327, align 1, !tbaa !8
  %329 = zext i8 %328 to i32
  %330 = add nuw nsw i32 %323, %329
  %331 = urem i32 %330, 65521
  %332 = add nuw nsw i32 %331, %325
  %333 = urem i32 %332, 65521
  %334 = add nuw nsw i64 %315, 2
  %335 = add i64 %318, 2
  %336 = icmp eq i64 %335, %313
  br i1 %336, label %337, label %314, !llvm.loop !12

337:                                              ; preds = %314, %303
  %338 = phi i32 [ poison, %303 ], [ %331, %314 ]
  %339 = phi i32 [ poison, %303 ], [ %333, %314 ]
  %340 = phi i64 [ 0, %303 ], [ %334, %314 ]
  %341 = phi i32 [ 0, %303 ], [ %333, %314 ]
  %342 = phi i32 [ 1, %303 ], [ %331, %314 ]
  %343 = icmp eq i64 %310, 0
  br i1 %343, label %352, label %344

344:                                              ; preds = %337
  %345 = getelementptr inbounds i8, ptr %309, i64 %340
  %346 = load i8, ptr %345, align 1, !tbaa !8
  %347 = zext i8 %346 to i32
  %348 = add nuw nsw i32 %342, %347
  %349 = urem i32 %348, 65521
  %350 = add nuw nsw i32 %349, %341
  %351 = urem i32 %350, 65521
  br label %352

352:                                              ; preds = %337, %344
  %353 = phi i32 [ %338, %337 ], [ %349, %344 ]
  %354 = phi i32 [ %339, %337 ], [ %351, %344 ]
  %355 = mul i32 %307, 31
  %356 = shl nuw i32 %354, 16
  %357 = add i32 %353, %355
  %358 = add i32 %357, %356
  %359 = and i64 %257, 3
  %360 = icmp eq i64 %256, 0
  br i1 %360, label %393, label %361

361:                                              ; preds = %352
  %362 = and i64 %257, 9223372036854775804
  br label %363

363:                                              ; preds = %363, %361
  %364 = phi i64 [ 0, %361 ], [ %390, %363 ]
  %365 = phi i32 [ -2128831035, %361 ], [ %389, %363 ]
  %366 = phi i64 [ 0, %361 ], [ %391, %363 ]
  %367 = getelementptr inbounds i8, ptr @buf, i64 %364
  %368 = load i8, ptr %367, align 4, !tbaa !8
  %369 = zext i8 %368 to i32
  %370 = xor i32 %365, %369
  %371 = mul i32 %370, 16777619
  %372 = or disjoint i64 %364, 1
  %373 = getelementptr inbounds i8, ptr @buf, i64 %372
  %374 = load i8, ptr %373, align 1, !tbaa !8
  %375 = zext i8 %374 to i32
  %376 = xor i32 %371, %375
  %377 = mul i32 %376, 16777619
  %378 = or disjoint i64 %364, 2
  %379 = getelementptr inbounds i8, ptr @buf, i64 %378
  %380 = load i8, ptr %379, align 2, !tbaa !8
  %381 = zext i8 %380 to i32
  %382 = xor i32 %377, %381
  %383 = mul i32 %382, 16777619
  %384 = or disjoint i64 %364, 3
  %385 = getelementptr inbounds i8, ptr @buf, i64 %384
  %386 = load i8, ptr %385, align 1, !tbaa !8
  %387 = zext i8 %386 to i32
  %388 = xor i32 %383, %387
  %389 = mul i32 %388, 16777619
  %390 = add nuw nsw i64 %364, 4
  %391 = add i64 %366, 4
  %392 = icmp eq i64 %391, %362
  br i1 %392, label %393, label %363, !llvm.loop !13

393:                                              ; preds = %363, %352
  %394 = phi i32 [ poison, %352 ], [ %389, %363 ]
  %395 = phi i64 [ 0, %352 ], [ %390, %363 ]
  %396 = phi i32 [ -2128831035, %352 ], [ %389, %363 ]
  %397 = icmp eq i64 %359, 0
  br i1 %397, label %410, label %398

398:                                              ; preds = %393, %398
  %399 = phi i64 [ %407, %398 ], [ %395, %393 ]
  %400 = phi i32 [ %406, %398 ], [ %396, %393 ]
  %401 = phi i64 [ %408, %398 ], [ 0, %393 ]
  %402 = getelementptr inbounds i8, ptr @buf, i64 %399
  %403 = load i8, ptr %402, align 1, !tbaa !8
  %404 = zext i8 %403 to i32
  %405 = xor i32 %400, %404
  %406 = mul i32 %405, 16777619
  %407 = add nuw nsw i64 %399, 1
  %408 = add i64 %401, 1
  %409 = icmp eq i64 %408, %359
  br i1 %409, label %410, label %398, !llvm.loop !14

410:                                              ; preds = %398, %393
  %411 = phi i32 [ %394, %393 ], [ %406, %398 ]
  %412 = mul i32 %358, 31
  %413 = and i64 %257, 3
  %414 = icmp eq i64 %256, 0
  br i1 %414, label %447, label %415

415:                                              ; preds = %410
  %416 = and i64 %257, 9223372036854775804
  br label %417

417:                                              ; preds = %417, %415
  %418 = phi i64 [ 0, %415 ], [ %444, %417 ]
  %419 = phi i64 [ -3750763034362895579, %415 ], [ %443, %417 ]
  %420 = phi i64 [ 0, %415 ], [ %445, %417 ]
  %421 = getelementptr inbounds i8, ptr @buf, i64 %418
  %422 = load i8, ptr %421, align 4, !tbaa !8
  %423 = zext i8 %422 to i64
  %424 = xor i64 %419, %423
  %425 = mul i64 %424, 1099511628211
  %426 = or disjoint i64 %418, 1
  %427 = getelementptr inbounds i8, ptr @buf, i64 %426
  %428 = load i8, ptr %427, align 1, !tbaa !8
  %429 = zext i8 %428 to i64
  %430 = xor i64 %425, %429
  %431 = mul i64 %430, 1099511628211
  %432 = or disjoint i64 %418, 2
  %433 = getelementptr inbounds i8, ptr @buf, i64 %432
  %434 = load i8, ptr %433, align 2, !tbaa !8
  %435 = zext i8 %434 to i64
  %436 = xor i64 %431, %435
  %437 = mul i64 %436, 1099511628211
  %438 = or disjoint i64 %418, 3
  %439 = getelementptr inbounds i8, ptr @buf, i64 %438
  %440 = load i8, ptr %439, align 1, !tbaa !8
  %441 = zext i8 %440 to i64
  %442 = xor i64 %437, %441
  %443 = mul i64 %442, 1099511628211
  %444 = add nuw nsw i64 %418, 4
  %445 = add i64 %420, 4
  %446 = icmp eq i64 %445, %416
  br i1 %446, label %447, label %417, !llvm.loop !16

447:                                              ; preds = %417, %410
  %448 = phi i64 [ poison, %410 ], [ %443, %417 ]
  %449 = phi i64 [ 0, %410 ], [ %444, %417 ]
  %450 = phi i64 [ -3750763034362895579, %410 ], [ %443, %417 ]
  %451 = icmp eq i64 %413, 0
  br i1 %451, label %464, label %452

452:                                              ; preds = %447, %452
  %453 = phi i64 [ %461, %452 ], [ %449, %447 ]
  %454 = phi i64 [ %460, %452 ], [ %450, %447 ]
  %455 = phi i64 [ %462, %452 ], [ 0, %447 ]
  %456 = getelementptr inbounds i8, ptr @buf, i64 %453
  %457 = load i8, ptr %456, align 1, !tbaa !8
  %458 = zext i8 %457 to i64
  %459 = xor i64 %454, %458
  %460 = mul i64 %459, 1099511628211
  %461 = add nuw nsw i64 %453, 1
  %462 = add i64 %455, 1
  %463 = icmp eq i64 %462, %413
  br i1 %463, label %464, label %452, !llvm.loop !17

464:                                              ; preds = %452, %447
  %465 = phi i64 [ %448, %447 ], [ %460, %452 ]
  %466 = add i32 %411, %412
  %467 = mul i32 %466, 31
  %468 = trunc i64 %465 to i32
  %469 = add i32 %467, %468
  %470 = lshr i64 %465, 32
  %471 = trunc nuw i64 %470 to i32
  %472 = add i32 %469, %471
  %473 = add nuw nsw i64 %257, 41
  %474 = icmp ult i64 %257, 216
  %475 = add i64 %256, 1
  br i1 %474, label %255, label %253, !llvm.loop !18
}

declare dso_local void @abort() local_unnamed_addr #1

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
