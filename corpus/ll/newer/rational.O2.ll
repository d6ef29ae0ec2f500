; ModuleID = 'rational.c'
source_filename = "rational.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %72
  %2 = phi i32 [ 0, %0 ], [ %4, %72 ]
  %3 = phi i32 [ 1, %0 ], [ %6, %72 ]
  %4 = phi i32 [ 1, %0 ], [ %24, %72 ]
  %5 = phi i32 [ 1, %0 ], [ %74, %72 ]
  %6 = phi i32 [ 12, %0 ], [ %25, %72 ]
  %7 = phi i64 [ 4294967296, %0 ], [ %39, %72 ]
  %8 = phi i64 [ 0, %0 ], [ %73, %72 ]
  %9 = add nsw i32 %3, 12
  %10 = sdiv i32 %9, %6
  %11 = mul nsw i32 %10, %4
  %12 = mul nsw i32 %10, %6
  %13 = sext i32 %4 to i64
  %14 = icmp slt i32 %6, 0
  %15 = tail call i32 @llvm.abs.i32(i32 %6, i1 false)
  %16 = zext i32 %15 to i64
  %17 = tail call i64 @llvm.abs.i64(i64 %13, i1 true)
  br label %18

18:                                               ; preds = %1, %18
  %19 = phi i64 [ %21, %18 ], [ %16, %1 ]
  %20 = phi i64 [ %19, %18 ], [ %17, %1 ]
  %21 = urem i64 %20, %19
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %23, label %18, !llvm.loop !2

23:                                               ; preds = %18
  %24 = sub nsw i32 %11, %2
  %25 = sub nsw i32 %12, %3
  %26 = sub nsw i64 0, %13
  %27 = select i1 %14, i64 %26, i64 %13
  %28 = tail call i64 @llvm.umax.i64(i64 %19, i64 1)
  %29 = sdiv i64 %27, %28
  %30 = udiv i64 %16, %28
  %31 = add nsw i64 %29, -2147483648
  %32 = icmp ult i64 %31, -4294967295
  %33 = icmp ugt i64 %30, 2147483647
  %34 = or i1 %32, %33
  br i1 %34, label %35, label %36

35:                                               ; preds = %23
  tail call void @abort() #3
  br label %36

36:                                               ; preds = %23, %35
  %37 = shl i64 %8, 32
  %38 = ashr exact i64 %37, 32
  %39 = shl nuw i64 %30, 32
  %40 = ashr exact i64 %39, 32
  %41 = mul nsw i64 %40, %38
  %42 = shl i64 %29, 32
  %43 = ashr exact i64 %42, 32
  %44 = ashr exact i64 %7, 32
  %45 = mul nsw i64 %43, %44
  %46 = icmp slt i64 %41, %45
  br i1 %46, label %48, label %47

47:                                               ; preds = %36
  tail call void @abort() #3
  br label %48

48:                                               ; preds = %47, %36
  %49 = sub nsw i64 %45, %41
  %50 = icmp eq i64 %49, 1
  br i1 %50, label %52, label %51

51:                                               ; preds = %48
  tail call void @abort() #3
  br label %52

52:                                               ; preds = %48, %51
  %53 = load i32, ptr @h, align 4, !tbaa !4
  br label %54

54:                                               ; preds = %54, %52
  %55 = phi i32 [ %68, %54 ], [ 0, %52 ]
  %56 = phi i32 [ %65, %54 ], [ %6, %52 ]
  %57 = phi i32 [ %56, %54 ], [ %4, %52 ]
  %58 = phi i32 [ %67, %54 ], [ %53, %52 ]
  %59 = sdiv i32 %57, %56
  %60 = srem i32 %57, %56
  %61 = icmp slt i32 %60, 0
  %62 = ashr i32 %60, 31
  %63 = add nsw i32 %62, %59
  %64 = select i1 %61, i32 %56, i32 0
  %65 = add nsw i32 %64, %60
  %66 = xor i32 %63, %58
  %67 = mul i32 %66, 16777619
  %68 = add nuw nsw i32 %55, 1
  %69 = icmp ult i32 %55, 11
  %70 = icmp ne i32 %65, 0
  %71 = select i1 %69, i1 %70, i1 false
  br i1 %71, label %54, label %72, !llvm.loop !8

72:                                               ; preds = %54
  store i32 %67, ptr @h, align 4, !tbaa !4
  %73 = or i64 %39, %29
  %74 = add nuw nsw i32 %5, 1
  %75 = icmp slt i32 %24, 13
  br i1 %75, label %1, label %76, !llvm.loop !9

76:                                               ; preds = %72
  %77 = xor i32 %67, %74
  %78 = mul i32 %77, 16777619
  store i32 %78, ptr @h, align 4, !tbaa !4
  br label %79

79:                                               ; preds = %76, %187
  %80 = phi i64 [ 1, %76 ], [ %198, %187 ]
  %81 = phi i64 [ 1, %76 ], [ %121, %187 ]
  %82 = phi i64 [ 0, %76 ], [ %120, %187 ]
  %83 = phi i64 [ 1, %76 ], [ %189, %187 ]
  %84 = phi i64 [ 0, %76 ], [ %188, %187 ]
  br label %85

85:                                               ; preds = %79, %85
  %86 = phi i64 [ %88, %85 ], [ %80, %79 ]
  %87 = phi i64 [ %86, %85 ], [ 1, %79 ]
  %88 = urem i64 %87, %86
  %89 = icmp eq i64 %88, 0
  br i1 %89, label %90, label %85, !llvm.loop !2

90:                                               ; preds = %85
  %91 = add i64 %86, 1
  %92 = icmp ult i64 %91, 3
  %93 = udiv i64 %80, %86
  %94 = and i64 %86, 4294967295
  %95 = shl i64 %82, 32
  %96 = ashr exact i64 %95, 32
  %97 = mul nsw i64 %93, %96
  %98 = select i1 %92, i64 %94, i64 0
  %99 = shl i64 %81, 32
  %100 = ashr exact i64 %99, 32
  %101 = mul nuw nsw i64 %98, %100
  %102 = add nsw i64 %97, %101
  %103 = mul nsw i64 %93, %100
  %104 = icmp eq i64 %103, 0
  br i1 %104, label %105, label %106

105:                                              ; preds = %90
  tail call void @abort() #3
  br label %106

106:                                              ; preds = %105, %90
  %107 = icmp slt i64 %103, 0
  %108 = sub nsw i64 0, %102
  %109 = tail call i64 @llvm.abs.i64(i64 %103, i1 true)
  %110 = select i1 %107, i64 %108, i64 %102
  %111 = tail call i64 @llvm.abs.i64(i64 %102, i1 true)
  br i1 %104, label %117, label %112

112:                                              ; preds = %106, %112
  %113 = phi i64 [ %115, %112 ], [ %109, %106 ]
  %114 = phi i64 [ %113, %112 ], [ %111, %106 ]
  %115 = urem i64 %114, %113
  %116 = icmp eq i64 %115, 0
  br i1 %116, label %117, label %112, !llvm.loop !2

117:                                              ; preds = %112, %106
  %118 = phi i64 [ %111, %106 ], [ %113, %112 ]
  %119 = tail call i64 @llvm.umax.i64(i64 %118, i64 1)
  %120 = sdiv i64 %110, %119
  %121 = udiv i64 %109, %119
  %122 = add i64 %120, -2147483648
  %123 = icmp ult i64 %122, -4294967295
  %124 = icmp ugt i64 %121, 2147483647
  %125 = select i1 %123, i1 true, i1 %124
  br i1 %125, label %126, label %127

126:                                              ; preds = %117
  tail call void @abort() #3
  br label %127

127:                                              ; preds = %117, %126
  %128 = and i64 %80, 1
  %129 = icmp eq i64 %128, 0
  %130 = shl i64 %84, 32
  %131 = ashr exact i64 %130, 32
  %132 = mul nsw i64 %93, %131
  %133 = shl i64 %83, 32
  %134 = ashr exact i64 %133, 32
  %135 = mul nsw i64 %98, %134
  %136 = mul nsw i64 %93, %134
  %137 = icmp eq i64 %136, 0
  br i1 %129, label %161, label %138

138:                                              ; preds = %127
  %139 = add nsw i64 %132, %135
  br i1 %137, label %140, label %141

140:                                              ; preds = %138
  tail call void @abort() #3
  br label %141

141:                                              ; preds = %140, %138
  %142 = icmp slt i64 %136, 0
  %143 = sub nsw i64 0, %139
  %144 = tail call i64 @llvm.abs.i64(i64 %136, i1 true)
  %145 = select i1 %142, i64 %143, i64 %139
  %146 = tail call i64 @llvm.abs.i64(i64 %139, i1 true)
  br i1 %137, label %152, label %147

147:                                              ; preds = %141, %147
  %148 = phi i64 [ %150, %147 ], [ %144, %141 ]
  %149 = phi i64 [ %148, %147 ], [ %146, %141 ]
  %150 = urem i64 %149, %148
  %151 = icmp eq i64 %150, 0
  br i1 %151, label %152, label %147, !llvm.loop !2

152:                                              ; preds = %147, %141
  %153 = phi i64 [ %146, %141 ], [ %148, %147 ]
  %154 = tail call i64 @llvm.umax.i64(i64 %153, i64 1)
  %155 = sdiv i64 %145, %154
  %156 = udiv i64 %144, %154
  %157 = add i64 %155, -2147483648
  %158 = icmp ult i64 %157, -4294967295
  %159 = icmp ugt i64 %156, 2147483647
  %160 = select i1 %158, i1 true, i1 %159
  br i1 %160, label %184, label %187

161:                                              ; preds = %127
  %162 = sub nsw i64 %132, %135
  br i1 %137, label %163, label %164

163:                                              ; preds = %161
  tail call void @abort() #3
  br label %164

164:                                              ; preds = %163, %161
  %165 = icmp slt i64 %136, 0
  %166 = sub nsw i64 0, %162
  %167 = tail call i64 @llvm.abs.i64(i64 %136, i1 true)
  %168 = select i1 %165, i64 %166, i64 %162
  %169 = tail call i64 @llvm.abs.i64(i64 %162, i1 true)
  br i1 %137, label %175, label %170

170:                                              ; preds = %164, %170
  %171 = phi i64 [ %173, %170 ], [ %167, %164 ]
  %172 = phi i64 [ %171, %170 ], [ %169, %164 ]
  %173 = urem i64 %172, %171
  %174 = icmp eq i64 %173, 0
  br i1 %174, label %175, label %170, !llvm.loop !2

175:                                              ; preds = %170, %164
  %176 = phi i64 [ %169, %164 ], [ %171, %170 ]
  %177 = tail call i64 @llvm.umax.i64(i64 %176, i64 1)
  %178 = sdiv i64 %168, %177
  %179 = udiv i64 %167, %177
  %180 = add nsw i64 %178, -2147483648
  %181 = icmp ult i64 %180, -4294967295
  %182 = icmp ugt i64 %179, 2147483647
  %183 = select i1 %181, i1 true, i1 %182
  br i1 %183, label %184, label %187

184:                                              ; preds = %175, %152
  %185 = phi i64 [ %155, %152 ], [ %178, %175 ]
  %186 = phi i64 [ %156, %152 ], [ %179, %175 ]
  tail call void @abort() #3
  br label %187

187:                                              ; preds = %184, %175, %152
  %188 = phi i64 [ %155, %152 ], [ %178, %175 ], [ %185, %184 ]
  %189 = phi i64 [ %156, %152 ], [ %179, %175 ], [ %186, %184 ]
  %190 = trunc i64 %188 to i32
  %191 = xor i64 %121, %120
  %192 = trunc i64 %191 to i32
  %193 = load i32, ptr @h, align 4, !tbaa !4
  %194 = xor i32 %193, %192
  %195 = mul i32 %194, 16777619
  %196 = xor i32 %195, %190
  %197 = mul i32 %196, 16777619
  store i32 %197, ptr @h, align 4, !tbaa !4
  %198 = add nuw nsw i64 %80, 1
  %199 = icmp eq i64 %198, 21
  br i1 %199, label %200, label %79, !llvm.loop !10

200:                                              ; preds = %187, %205
  %201 = phi i64 [ %206, %205 ], [ -7, %187 ]
  %202 = tail call i64 @llvm.abs.i64(i64 %201, i1 true)
  br label %208

203:                                              ; preds = %205
  %204 = and i32 %346, 2147483647
  ret i32 %204

205:                                              ; preds = %345
  %206 = add nsw i64 %201, 1
  %207 = icmp eq i64 %206, 8
  br i1 %207, label %203, label %200, !llvm.loop !11

208:                                              ; preds = %200, %345
  %209 = phi i64 [ -5, %200 ], [ %347, %345 ]
  br label %210

210:                                              ; preds = %210, %208
  %211 = phi i64 [ %213, %210 ], [ 3, %208 ]
  %212 = phi i64 [ %211, %210 ], [ %202, %208 ]
  %213 = urem i64 %212, %211
  %214 = icmp eq i64 %213, 0
  br i1 %214, label %215, label %210, !llvm.loop !2

215:                                              ; preds = %210
  %216 = sdiv i64 %201, %211
  %217 = udiv i64 3, %211
  %218 = add i64 %216, -2147483648
  %219 = icmp ult i64 %218, -4294967295
  br i1 %219, label %220, label %221

220:                                              ; preds = %215
  tail call void @abort() #3
  br label %221

221:                                              ; preds = %215, %220
  %222 = tail call i64 @llvm.abs.i64(i64 %209, i1 true)
  br label %223

223:                                              ; preds = %223, %221
  %224 = phi i64 [ %226, %223 ], [ 4, %221 ]
  %225 = phi i64 [ %224, %223 ], [ %222, %221 ]
  %226 = urem i64 %225, %224
  %227 = icmp eq i64 %226, 0
  br i1 %227, label %228, label %223, !llvm.loop !2

228:                                              ; preds = %223
  %229 = sdiv i64 %209, %224
  %230 = udiv i64 4, %224
  %231 = add i64 %229, -2147483648
  %232 = icmp ult i64 %231, -4294967295
  br i1 %232, label %233, label %234

233:                                              ; preds = %228
  tail call void @abort() #3
  br label %234

234:                                              ; preds = %233, %228
  %235 = shl i64 %216, 32
  %236 = ashr exact i64 %235, 32
  %237 = shl i64 %229, 32
  %238 = ashr exact i64 %237, 32
  %239 = mul nsw i64 %238, %236
  %240 = mul nuw nsw i64 %230, %217
  %241 = tail call i64 @llvm.abs.i64(i64 %239, i1 true)
  br label %242

242:                                              ; preds = %234, %242
  %243 = phi i64 [ %245, %242 ], [ %240, %234 ]
  %244 = phi i64 [ %243, %242 ], [ %241, %234 ]
  %245 = urem i64 %244, %243
  %246 = icmp eq i64 %245, 0
  br i1 %246, label %247, label %242, !llvm.loop !2

247:                                              ; preds = %242
  %248 = tail call i64 @llvm.umax.i64(i64 %243, i64 1)
  %249 = sdiv i64 %239, %248
  %250 = udiv i64 %240, %248
  %251 = add nsw i64 %249, -2147483648
  %252 = icmp ult i64 %251, -4294967295
  br i1 %252, label %253, label %254

253:                                              ; preds = %247
  tail call void @abort() #3
  br label %254

254:                                              ; preds = %247, %253
  %255 = trunc i64 %249 to i32
  %256 = trunc nuw nsw i64 %250 to i32
  %257 = shl nuw nsw i32 %256, 16
  %258 = xor i32 %257, %255
  %259 = load i32, ptr @h, align 4, !tbaa !4
  %260 = xor i32 %258, %259
  %261 = mul i32 %260, 16777619
  store i32 %261, ptr @h, align 4, !tbaa !4
  %262 = mul nsw i64 %230, %236
  %263 = mul nsw i64 %238, %217
  %264 = icmp eq i64 %263, 0
  br i1 %264, label %265, label %266

265:                                              ; preds = %254
  tail call void @abort() #3
  br label %266

266:                                              ; preds = %265, %254
  %267 = icmp slt i64 %263, 0
  %268 = sub nsw i64 0, %262
  %269 = tail call i64 @llvm.abs.i64(i64 %263, i1 true)
  %270 = select i1 %267, i64 %268, i64 %262
  %271 = tail call i64 @llvm.abs.i64(i64 %262, i1 true)
  br i1 %264, label %277, label %272

272:                                              ; preds = %266, %272
  %273 = phi i64 [ %275, %272 ], [ %269, %266 ]
  %274 = phi i64 [ %273, %272 ], [ %271, %266 ]
  %275 = urem i64 %274, %273
  %276 = icmp eq i64 %275, 0
  br i1 %276, label %277, label %272, !llvm.loop !2

277:                                              ; preds = %272, %266
  %278 = phi i64 [ %271, %266 ], [ %273, %272 ]
  %279 = tail call i64 @llvm.umax.i64(i64 %278, i64 1)
  %280 = sdiv i64 %270, %279
  %281 = udiv i64 %269, %279
  %282 = add nsw i64 %280, -2147483648
  %283 = icmp ult i64 %282, -4294967295
  %284 = icmp ugt i64 %281, 2147483647
  %285 = select i1 %283, i1 true, i1 %284
  br i1 %285, label %286, label %287

286:                                              ; preds = %277
  tail call void @abort() #3
  br label %287

287:                                              ; preds = %286, %277
  %288 = trunc i64 %280 to i32
  %289 = trunc i64 %281 to i32
  %290 = shl i32 %289, 16
  %291 = xor i32 %290, %288
  %292 = load i32, ptr @h, align 4, !tbaa !4
  %293 = xor i32 %291, %292
  %294 = mul i32 %293, 16777619
  store i32 %294, ptr @h, align 4, !tbaa !4
  %295 = sub nsw i64 %263, %262
  %296 = tail call i64 @llvm.abs.i64(i64 %295, i1 true)
  br label %297

297:                                              ; preds = %287, %297
  %298 = phi i64 [ %300, %297 ], [ %240, %287 ]
  %299 = phi i64 [ %298, %297 ], [ %296, %287 ]
  %300 = urem i64 %299, %298
  %301 = icmp eq i64 %300, 0
  br i1 %301, label %302, label %297, !llvm.loop !2

302:                                              ; preds = %297
  %303 = tail call i64 @llvm.umax.i64(i64 %298, i64 1)
  %304 = sdiv i64 %295, %303
  %305 = udiv i64 %240, %303
  %306 = add nsw i64 %304, -2147483648
  %307 = icmp ult i64 %306, -4294967295
  br i1 %307, label %308, label %309

308:                                              ; preds = %302
  tail call void @abort() #3
  br label %309

309:                                              ; preds = %302, %308
  %310 = shl i64 %304, 32
  %311 = ashr exact i64 %310, 32
  %312 = mul nsw i64 %311, %217
  %313 = mul nsw i64 %305, %236
  %314 = icmp sgt i64 %312, %313
  %315 = icmp slt i64 %312, %313
  %316 = sext i1 %315 to i32
  %317 = select i1 %314, i32 2, i32 1
  %318 = add nsw i32 %317, %316
  %319 = load i32, ptr @h, align 4, !tbaa !4
  %320 = xor i32 %319, %318
  %321 = mul i32 %320, 16777619
  store i32 %321, ptr @h, align 4, !tbaa !4
  %322 = icmp ugt i64 %303, %240
  br i1 %322, label %345, label %323

323:                                              ; preds = %309
  %324 = trunc nuw nsw i64 %305 to i32
  %325 = trunc i64 %304 to i32
  br label %327

326:                                              ; preds = %327
  store i32 %340, ptr @h, align 4, !tbaa !4
  br label %345

327:                                              ; preds = %323, %327
  %328 = phi i32 [ %341, %327 ], [ 0, %323 ]
  %329 = phi i32 [ %338, %327 ], [ %324, %323 ]
  %330 = phi i32 [ %329, %327 ], [ %325, %323 ]
  %331 = phi i32 [ %340, %327 ], [ %321, %323 ]
  %332 = sdiv i32 %330, %329
  %333 = srem i32 %330, %329
  %334 = icmp slt i32 %333, 0
  %335 = ashr i32 %333, 31
  %336 = add nsw i32 %335, %332
  %337 = select i1 %334, i32 %329, i32 0
  %338 = add nsw i32 %337, %333
  %339 = xor i32 %336, %331
  %340 = mul i32 %339, 16777619
  %341 = add nuw nsw i32 %328, 1
  %342 = icmp ult i32 %328, 11
  %343 = icmp ne i32 %338, 0
  %344 = select i1 %342, i1 %343, i1 false
  br i1 %344, label %327, label %326, !llvm.loop !8

345:                                              ; preds = %309, %326
  %346 = phi i32 [ %321, %309 ], [ %340, %326 ]
  %347 = add nsw i64 %209, 2
  %348 = icmp slt i64 %209, 4
  br i1 %348, label %208, label %205, !llvm.loop !12
}

declare dso_local void @abort() local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
