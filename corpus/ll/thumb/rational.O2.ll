; ModuleID = 'rational.c'
source_filename = "rational.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %92
  %2 = phi i32 [ 0, %0 ], [ %4, %92 ]
  %3 = phi i32 [ 1, %0 ], [ %6, %92 ]
  %4 = phi i32 [ 1, %0 ], [ %12, %92 ]
  %5 = phi i32 [ 1, %0 ], [ %95, %92 ]
  %6 = phi i32 [ 12, %0 ], [ %14, %92 ]
  %7 = phi i32 [ 1, %0 ], [ %94, %92 ]
  %8 = phi i32 [ 0, %0 ], [ %93, %92 ]
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
  br i1 %26, label %41, label %27

27:                                               ; preds = %19, %38
  %28 = phi i64 [ %39, %38 ], [ %23, %19 ]
  %29 = phi i64 [ %36, %38 ], [ %25, %19 ]
  %30 = srem i64 %29, %28
  %31 = icmp eq i64 %30, 0
  br i1 %31, label %41, label %32, !llvm.loop !7

32:                                               ; preds = %27
  %33 = srem i64 %28, %30
  %34 = icmp eq i64 %33, 0
  br i1 %34, label %41, label %35, !llvm.loop !7

35:                                               ; preds = %32
  %36 = srem i64 %30, %33
  %37 = icmp eq i64 %36, 0
  br i1 %37, label %41, label %38, !llvm.loop !7

38:                                               ; preds = %35
  %39 = srem i64 %33, %36
  %40 = icmp eq i64 %39, 0
  br i1 %40, label %41, label %27, !llvm.loop !7

41:                                               ; preds = %27, %32, %35, %38, %19
  %42 = phi i64 [ %25, %19 ], [ %28, %27 ], [ %30, %32 ], [ %33, %35 ], [ %36, %38 ]
  %43 = icmp eq i64 %42, 0
  %44 = select i1 %43, i64 1, i64 %42
  %45 = sdiv i64 %24, %44
  %46 = sdiv i64 %23, %44
  %47 = add i64 %45, -2147483648
  %48 = icmp ult i64 %47, -4294967295
  %49 = icmp sgt i64 %46, 2147483647
  %50 = select i1 %48, i1 true, i1 %49
  br i1 %50, label %51, label %52

51:                                               ; preds = %41
  tail call void @abort() #3
  br label %52

52:                                               ; preds = %41, %51
  %53 = sext i32 %8 to i64
  %54 = shl i64 %46, 32
  %55 = ashr exact i64 %54, 32
  %56 = mul nsw i64 %55, %53
  %57 = shl i64 %45, 32
  %58 = ashr exact i64 %57, 32
  %59 = sext i32 %7 to i64
  %60 = mul nsw i64 %58, %59
  %61 = icmp sgt i64 %60, %56
  br i1 %61, label %63, label %62

62:                                               ; preds = %52
  tail call void @abort() #3
  br label %63

63:                                               ; preds = %62, %52
  %64 = sub nsw i64 %60, %56
  %65 = icmp eq i64 %64, 1
  br i1 %65, label %67, label %66

66:                                               ; preds = %63
  tail call void @abort() #3
  br label %67

67:                                               ; preds = %66, %63
  br i1 %17, label %92, label %68

68:                                               ; preds = %67
  %69 = load i32, i32* @h, align 4, !tbaa !9
  br label %71

70:                                               ; preds = %71
  store i32 %87, i32* @h, align 4, !tbaa !9
  br label %92

71:                                               ; preds = %71, %68
  %72 = phi i32 [ %88, %71 ], [ 0, %68 ]
  %73 = phi i32 [ %85, %71 ], [ %6, %68 ]
  %74 = phi i32 [ %73, %71 ], [ %4, %68 ]
  %75 = phi i32 [ %87, %71 ], [ %69, %68 ]
  %76 = freeze i32 %74
  %77 = freeze i32 %73
  %78 = sdiv i32 %76, %77
  %79 = mul i32 %78, %77
  %80 = sub i32 %76, %79
  %81 = icmp slt i32 %80, 0
  %82 = ashr i32 %80, 31
  %83 = add nsw i32 %82, %78
  %84 = select i1 %81, i32 %73, i32 0
  %85 = add nsw i32 %84, %80
  %86 = xor i32 %83, %75
  %87 = mul i32 %86, 16777619
  %88 = add nuw nsw i32 %72, 1
  %89 = icmp ult i32 %72, 11
  %90 = icmp ne i32 %85, 0
  %91 = select i1 %89, i1 %90, i1 false
  br i1 %91, label %71, label %70, !llvm.loop !13

92:                                               ; preds = %67, %70
  %93 = trunc i64 %45 to i32
  %94 = trunc i64 %46 to i32
  %95 = add nuw nsw i32 %5, 1
  %96 = icmp slt i32 %12, 13
  br i1 %96, label %1, label %97, !llvm.loop !14

97:                                               ; preds = %92
  %98 = load i32, i32* @h, align 4, !tbaa !9
  %99 = xor i32 %98, %95
  %100 = mul i32 %99, 16777619
  store i32 %100, i32* @h, align 4, !tbaa !9
  br label %101

101:                                              ; preds = %97, %272
  %102 = phi i32 [ 1, %97 ], [ %282, %272 ]
  %103 = phi i32 [ 1, %97 ], [ %180, %272 ]
  %104 = phi i32 [ 0, %97 ], [ %179, %272 ]
  %105 = phi i32 [ 1, %97 ], [ %274, %272 ]
  %106 = phi i32 [ 0, %97 ], [ %273, %272 ]
  %107 = zext i32 %102 to i64
  br label %108

108:                                              ; preds = %119, %101
  %109 = phi i64 [ %107, %101 ], [ %120, %119 ]
  %110 = phi i64 [ 1, %101 ], [ %117, %119 ]
  %111 = srem i64 %110, %109
  %112 = icmp eq i64 %111, 0
  br i1 %112, label %122, label %113, !llvm.loop !7

113:                                              ; preds = %108
  %114 = srem i64 %109, %111
  %115 = icmp eq i64 %114, 0
  br i1 %115, label %122, label %116, !llvm.loop !7

116:                                              ; preds = %113
  %117 = srem i64 %111, %114
  %118 = icmp eq i64 %117, 0
  br i1 %118, label %122, label %119, !llvm.loop !7

119:                                              ; preds = %116
  %120 = srem i64 %114, %117
  %121 = icmp eq i64 %120, 0
  br i1 %121, label %122, label %108, !llvm.loop !7

122:                                              ; preds = %119, %116, %113, %108
  %123 = phi i64 [ %109, %108 ], [ %111, %113 ], [ %114, %116 ], [ %117, %119 ]
  %124 = icmp eq i64 %123, 0
  %125 = select i1 %124, i64 1, i64 %123
  %126 = add i64 %125, 1
  %127 = icmp ult i64 %126, 3
  %128 = sdiv i64 %107, %125
  %129 = icmp sgt i64 %128, 2147483647
  br i1 %129, label %130, label %131

130:                                              ; preds = %122
  tail call void @abort() #3
  br label %131

131:                                              ; preds = %122, %130
  %132 = sext i32 %104 to i64
  %133 = shl i64 %128, 32
  %134 = ashr exact i64 %133, 32
  %135 = mul nsw i64 %134, %132
  %136 = shl i64 %125, 32
  %137 = ashr exact i64 %136, 32
  %138 = select i1 %127, i64 %137, i64 0
  %139 = sext i32 %103 to i64
  %140 = mul nsw i64 %138, %139
  %141 = add nsw i64 %135, %140
  %142 = mul nsw i64 %134, %139
  %143 = icmp eq i64 %142, 0
  br i1 %143, label %144, label %145

144:                                              ; preds = %131
  tail call void @abort() #3
  br label %145

145:                                              ; preds = %144, %131
  %146 = icmp slt i64 %142, 0
  %147 = sub nsw i64 0, %141
  %148 = sub nsw i64 0, %142
  %149 = select i1 %146, i64 %148, i64 %142
  %150 = select i1 %146, i64 %147, i64 %141
  %151 = tail call i64 @llvm.abs.i64(i64 %141, i1 true) #4
  %152 = icmp eq i64 %149, 0
  br i1 %152, label %167, label %153

153:                                              ; preds = %145, %164
  %154 = phi i64 [ %165, %164 ], [ %149, %145 ]
  %155 = phi i64 [ %162, %164 ], [ %151, %145 ]
  %156 = srem i64 %155, %154
  %157 = icmp eq i64 %156, 0
  br i1 %157, label %167, label %158, !llvm.loop !7

158:                                              ; preds = %153
  %159 = srem i64 %154, %156
  %160 = icmp eq i64 %159, 0
  br i1 %160, label %167, label %161, !llvm.loop !7

161:                                              ; preds = %158
  %162 = srem i64 %156, %159
  %163 = icmp eq i64 %162, 0
  br i1 %163, label %167, label %164, !llvm.loop !7

164:                                              ; preds = %161
  %165 = srem i64 %159, %162
  %166 = icmp eq i64 %165, 0
  br i1 %166, label %167, label %153, !llvm.loop !7

167:                                              ; preds = %153, %158, %161, %164, %145
  %168 = phi i64 [ %151, %145 ], [ %154, %153 ], [ %156, %158 ], [ %159, %161 ], [ %162, %164 ]
  %169 = icmp eq i64 %168, 0
  %170 = select i1 %169, i64 1, i64 %168
  %171 = sdiv i64 %150, %170
  %172 = sdiv i64 %149, %170
  %173 = add i64 %171, -2147483648
  %174 = icmp ult i64 %173, -4294967295
  %175 = icmp sgt i64 %172, 2147483647
  %176 = select i1 %174, i1 true, i1 %175
  br i1 %176, label %177, label %178

177:                                              ; preds = %167
  tail call void @abort() #3
  br label %178

178:                                              ; preds = %167, %177
  %179 = trunc i64 %171 to i32
  %180 = trunc i64 %172 to i32
  %181 = and i32 %102, 1
  %182 = icmp eq i32 %181, 0
  %183 = sext i32 %106 to i64
  %184 = mul nsw i64 %134, %183
  %185 = sext i32 %105 to i64
  %186 = mul nsw i64 %138, %185
  br i1 %182, label %228, label %187

187:                                              ; preds = %178
  %188 = add nsw i64 %184, %186
  %189 = mul nsw i64 %134, %185
  %190 = icmp eq i64 %189, 0
  br i1 %190, label %191, label %192

191:                                              ; preds = %187
  tail call void @abort() #3
  br label %192

192:                                              ; preds = %191, %187
  %193 = icmp slt i64 %189, 0
  %194 = sub nsw i64 0, %188
  %195 = sub nsw i64 0, %189
  %196 = select i1 %193, i64 %195, i64 %189
  %197 = select i1 %193, i64 %194, i64 %188
  %198 = tail call i64 @llvm.abs.i64(i64 %188, i1 true) #4
  %199 = icmp eq i64 %196, 0
  br i1 %199, label %214, label %200

200:                                              ; preds = %192, %211
  %201 = phi i64 [ %212, %211 ], [ %196, %192 ]
  %202 = phi i64 [ %209, %211 ], [ %198, %192 ]
  %203 = srem i64 %202, %201
  %204 = icmp eq i64 %203, 0
  br i1 %204, label %214, label %205, !llvm.loop !7

205:                                              ; preds = %200
  %206 = srem i64 %201, %203
  %207 = icmp eq i64 %206, 0
  br i1 %207, label %214, label %208, !llvm.loop !7

208:                                              ; preds = %205
  %209 = srem i64 %203, %206
  %210 = icmp eq i64 %209, 0
  br i1 %210, label %214, label %211, !llvm.loop !7

211:                                              ; preds = %208
  %212 = srem i64 %206, %209
  %213 = icmp eq i64 %212, 0
  br i1 %213, label %214, label %200, !llvm.loop !7

214:                                              ; preds = %200, %205, %208, %211, %192
  %215 = phi i64 [ %198, %192 ], [ %201, %200 ], [ %203, %205 ], [ %206, %208 ], [ %209, %211 ]
  %216 = icmp eq i64 %215, 0
  %217 = select i1 %216, i64 1, i64 %215
  %218 = sdiv i64 %197, %217
  %219 = sdiv i64 %196, %217
  %220 = add i64 %218, -2147483648
  %221 = icmp ult i64 %220, -4294967295
  %222 = icmp sgt i64 %219, 2147483647
  %223 = select i1 %221, i1 true, i1 %222
  %224 = trunc i64 %218 to i32
  %225 = trunc i64 %219 to i32
  %226 = trunc i64 %218 to i32
  %227 = trunc i64 %219 to i32
  br i1 %223, label %269, label %272

228:                                              ; preds = %178
  %229 = sub nsw i64 %184, %186
  %230 = mul nsw i64 %134, %185
  %231 = icmp eq i64 %230, 0
  br i1 %231, label %232, label %233

232:                                              ; preds = %228
  tail call void @abort() #3
  br label %233

233:                                              ; preds = %232, %228
  %234 = icmp slt i64 %230, 0
  %235 = sub nsw i64 0, %229
  %236 = sub nsw i64 0, %230
  %237 = select i1 %234, i64 %236, i64 %230
  %238 = select i1 %234, i64 %235, i64 %229
  %239 = tail call i64 @llvm.abs.i64(i64 %229, i1 true) #4
  %240 = icmp eq i64 %237, 0
  br i1 %240, label %255, label %241

241:                                              ; preds = %233, %252
  %242 = phi i64 [ %253, %252 ], [ %237, %233 ]
  %243 = phi i64 [ %250, %252 ], [ %239, %233 ]
  %244 = srem i64 %243, %242
  %245 = icmp eq i64 %244, 0
  br i1 %245, label %255, label %246, !llvm.loop !7

246:                                              ; preds = %241
  %247 = srem i64 %242, %244
  %248 = icmp eq i64 %247, 0
  br i1 %248, label %255, label %249, !llvm.loop !7

249:                                              ; preds = %246
  %250 = srem i64 %244, %247
  %251 = icmp eq i64 %250, 0
  br i1 %251, label %255, label %252, !llvm.loop !7

252:                                              ; preds = %249
  %253 = srem i64 %247, %250
  %254 = icmp eq i64 %253, 0
  br i1 %254, label %255, label %241, !llvm.loop !7

255:                                              ; preds = %241, %246, %249, %252, %233
  %256 = phi i64 [ %239, %233 ], [ %242, %241 ], [ %244, %246 ], [ %247, %249 ], [ %250, %252 ]
  %257 = icmp eq i64 %256, 0
  %258 = select i1 %257, i64 1, i64 %256
  %259 = sdiv i64 %238, %258
  %260 = sdiv i64 %237, %258
  %261 = add i64 %259, -2147483648
  %262 = icmp ult i64 %261, -4294967295
  %263 = icmp sgt i64 %260, 2147483647
  %264 = select i1 %262, i1 true, i1 %263
  %265 = trunc i64 %259 to i32
  %266 = trunc i64 %260 to i32
  %267 = trunc i64 %259 to i32
  %268 = trunc i64 %260 to i32
  br i1 %264, label %269, label %272

269:                                              ; preds = %255, %214
  %270 = phi i32 [ %226, %214 ], [ %267, %255 ]
  %271 = phi i32 [ %227, %214 ], [ %268, %255 ]
  tail call void @abort() #3
  br label %272

272:                                              ; preds = %269, %255, %214
  %273 = phi i32 [ %224, %214 ], [ %265, %255 ], [ %270, %269 ]
  %274 = phi i32 [ %225, %214 ], [ %266, %255 ], [ %271, %269 ]
  %275 = xor i64 %172, %171
  %276 = trunc i64 %275 to i32
  %277 = load i32, i32* @h, align 4, !tbaa !9
  %278 = xor i32 %277, %276
  %279 = mul i32 %278, 16777619
  %280 = xor i32 %279, %273
  %281 = mul i32 %280, 16777619
  store i32 %281, i32* @h, align 4, !tbaa !9
  %282 = add nuw nsw i32 %102, 1
  %283 = icmp eq i32 %282, 21
  br i1 %283, label %284, label %101, !llvm.loop !15

284:                                              ; preds = %272, %290
  %285 = phi i32 [ %291, %290 ], [ -7, %272 ]
  %286 = sext i32 %285 to i64
  %287 = tail call i64 @llvm.abs.i64(i64 %286, i1 true) #4
  br label %293

288:                                              ; preds = %290
  %289 = and i32 %509, 2147483647
  ret i32 %289

290:                                              ; preds = %508
  %291 = add nsw i32 %285, 1
  %292 = icmp eq i32 %291, 8
  br i1 %292, label %288, label %284, !llvm.loop !16

293:                                              ; preds = %284, %508
  %294 = phi i32 [ -5, %284 ], [ %510, %508 ]
  br label %295

295:                                              ; preds = %306, %293
  %296 = phi i64 [ 3, %293 ], [ %307, %306 ]
  %297 = phi i64 [ %287, %293 ], [ %304, %306 ]
  %298 = srem i64 %297, %296
  %299 = icmp eq i64 %298, 0
  br i1 %299, label %309, label %300, !llvm.loop !7

300:                                              ; preds = %295
  %301 = srem i64 %296, %298
  %302 = icmp eq i64 %301, 0
  br i1 %302, label %309, label %303, !llvm.loop !7

303:                                              ; preds = %300
  %304 = srem i64 %298, %301
  %305 = icmp eq i64 %304, 0
  br i1 %305, label %309, label %306, !llvm.loop !7

306:                                              ; preds = %303
  %307 = srem i64 %301, %304
  %308 = icmp eq i64 %307, 0
  br i1 %308, label %309, label %295, !llvm.loop !7

309:                                              ; preds = %306, %303, %300, %295
  %310 = phi i64 [ %296, %295 ], [ %298, %300 ], [ %301, %303 ], [ %304, %306 ]
  %311 = sdiv i64 %286, %310
  %312 = sdiv i64 3, %310
  %313 = add i64 %311, -2147483648
  %314 = icmp ult i64 %313, -4294967295
  br i1 %314, label %315, label %316

315:                                              ; preds = %309
  tail call void @abort() #3
  br label %316

316:                                              ; preds = %309, %315
  %317 = sext i32 %294 to i64
  %318 = tail call i64 @llvm.abs.i64(i64 %317, i1 true) #4
  br label %319

319:                                              ; preds = %330, %316
  %320 = phi i64 [ 4, %316 ], [ %331, %330 ]
  %321 = phi i64 [ %318, %316 ], [ %328, %330 ]
  %322 = srem i64 %321, %320
  %323 = icmp eq i64 %322, 0
  br i1 %323, label %333, label %324, !llvm.loop !7

324:                                              ; preds = %319
  %325 = srem i64 %320, %322
  %326 = icmp eq i64 %325, 0
  br i1 %326, label %333, label %327, !llvm.loop !7

327:                                              ; preds = %324
  %328 = srem i64 %322, %325
  %329 = icmp eq i64 %328, 0
  br i1 %329, label %333, label %330, !llvm.loop !7

330:                                              ; preds = %327
  %331 = srem i64 %325, %328
  %332 = icmp eq i64 %331, 0
  br i1 %332, label %333, label %319, !llvm.loop !7

333:                                              ; preds = %330, %327, %324, %319
  %334 = phi i64 [ %320, %319 ], [ %322, %324 ], [ %325, %327 ], [ %328, %330 ]
  %335 = icmp eq i64 %334, 0
  %336 = select i1 %335, i64 1, i64 %334
  %337 = sdiv i64 %317, %336
  %338 = sdiv i64 4, %336
  %339 = add i64 %337, -2147483648
  %340 = icmp ult i64 %339, -4294967295
  br i1 %340, label %341, label %342

341:                                              ; preds = %333
  tail call void @abort() #3
  br label %342

342:                                              ; preds = %333, %341
  %343 = shl i64 %311, 32
  %344 = ashr exact i64 %343, 32
  %345 = shl i64 %337, 32
  %346 = ashr exact i64 %345, 32
  %347 = mul nsw i64 %346, %344
  %348 = shl i64 %312, 32
  %349 = ashr exact i64 %348, 32
  %350 = mul nsw i64 %338, %349
  %351 = icmp eq i64 %350, 0
  br i1 %351, label %352, label %353

352:                                              ; preds = %342
  tail call void @abort() #3
  br label %353

353:                                              ; preds = %352, %342
  %354 = icmp slt i64 %350, 0
  %355 = sub nsw i64 0, %347
  %356 = sub nsw i64 0, %350
  %357 = select i1 %354, i64 %356, i64 %350
  %358 = select i1 %354, i64 %355, i64 %347
  %359 = tail call i64 @llvm.abs.i64(i64 %347, i1 true) #4
  %360 = icmp eq i64 %357, 0
  br i1 %360, label %375, label %361

361:                                              ; preds = %353, %372
  %362 = phi i64 [ %373, %372 ], [ %357, %353 ]
  %363 = phi i64 [ %370, %372 ], [ %359, %353 ]
  %364 = srem i64 %363, %362
  %365 = icmp eq i64 %364, 0
  br i1 %365, label %375, label %366, !llvm.loop !7

366:                                              ; preds = %361
  %367 = srem i64 %362, %364
  %368 = icmp eq i64 %367, 0
  br i1 %368, label %375, label %369, !llvm.loop !7

369:                                              ; preds = %366
  %370 = srem i64 %364, %367
  %371 = icmp eq i64 %370, 0
  br i1 %371, label %375, label %372, !llvm.loop !7

372:                                              ; preds = %369
  %373 = srem i64 %367, %370
  %374 = icmp eq i64 %373, 0
  br i1 %374, label %375, label %361, !llvm.loop !7

375:                                              ; preds = %361, %366, %369, %372, %353
  %376 = phi i64 [ %359, %353 ], [ %362, %361 ], [ %364, %366 ], [ %367, %369 ], [ %370, %372 ]
  %377 = icmp eq i64 %376, 0
  %378 = select i1 %377, i64 1, i64 %376
  %379 = sdiv i64 %358, %378
  %380 = sdiv i64 %357, %378
  %381 = add i64 %379, -2147483648
  %382 = icmp ult i64 %381, -4294967295
  %383 = icmp sgt i64 %380, 2147483647
  %384 = select i1 %382, i1 true, i1 %383
  br i1 %384, label %385, label %386

385:                                              ; preds = %375
  tail call void @abort() #3
  br label %386

386:                                              ; preds = %375, %385
  %387 = trunc i64 %379 to i32
  %388 = trunc i64 %380 to i32
  %389 = shl i32 %388, 16
  %390 = xor i32 %389, %387
  %391 = load i32, i32* @h, align 4, !tbaa !9
  %392 = xor i32 %390, %391
  %393 = mul i32 %392, 16777619
  store i32 %393, i32* @h, align 4, !tbaa !9
  %394 = mul nsw i64 %338, %344
  %395 = mul nsw i64 %346, %349
  %396 = icmp eq i64 %395, 0
  br i1 %396, label %397, label %398

397:                                              ; preds = %386
  tail call void @abort() #3
  br label %398

398:                                              ; preds = %397, %386
  %399 = icmp slt i64 %395, 0
  %400 = sub nsw i64 0, %394
  %401 = sub nsw i64 0, %395
  %402 = select i1 %399, i64 %401, i64 %395
  %403 = select i1 %399, i64 %400, i64 %394
  %404 = tail call i64 @llvm.abs.i64(i64 %394, i1 true) #4
  %405 = icmp eq i64 %402, 0
  br i1 %405, label %420, label %406

406:                                              ; preds = %398, %417
  %407 = phi i64 [ %418, %417 ], [ %402, %398 ]
  %408 = phi i64 [ %415, %417 ], [ %404, %398 ]
  %409 = srem i64 %408, %407
  %410 = icmp eq i64 %409, 0
  br i1 %410, label %420, label %411, !llvm.loop !7

411:                                              ; preds = %406
  %412 = srem i64 %407, %409
  %413 = icmp eq i64 %412, 0
  br i1 %413, label %420, label %414, !llvm.loop !7

414:                                              ; preds = %411
  %415 = srem i64 %409, %412
  %416 = icmp eq i64 %415, 0
  br i1 %416, label %420, label %417, !llvm.loop !7

417:                                              ; preds = %414
  %418 = srem i64 %412, %415
  %419 = icmp eq i64 %418, 0
  br i1 %419, label %420, label %406, !llvm.loop !7

420:                                              ; preds = %406, %411, %414, %417, %398
  %421 = phi i64 [ %404, %398 ], [ %407, %406 ], [ %409, %411 ], [ %412, %414 ], [ %415, %417 ]
  %422 = icmp eq i64 %421, 0
  %423 = select i1 %422, i64 1, i64 %421
  %424 = sdiv i64 %403, %423
  %425 = sdiv i64 %402, %423
  %426 = add i64 %424, -2147483648
  %427 = icmp ult i64 %426, -4294967295
  %428 = icmp sgt i64 %425, 2147483647
  %429 = select i1 %427, i1 true, i1 %428
  br i1 %429, label %430, label %431

430:                                              ; preds = %420
  tail call void @abort() #3
  br label %431

431:                                              ; preds = %420, %430
  %432 = trunc i64 %424 to i32
  %433 = trunc i64 %425 to i32
  %434 = shl i32 %433, 16
  %435 = xor i32 %434, %432
  %436 = load i32, i32* @h, align 4, !tbaa !9
  %437 = xor i32 %435, %436
  %438 = mul i32 %437, 16777619
  store i32 %438, i32* @h, align 4, !tbaa !9
  %439 = sub nsw i64 %395, %394
  br i1 %351, label %440, label %441

440:                                              ; preds = %431
  tail call void @abort() #3
  br label %441

441:                                              ; preds = %440, %431
  %442 = sub nsw i64 0, %439
  %443 = select i1 %354, i64 %442, i64 %439
  %444 = tail call i64 @llvm.abs.i64(i64 %439, i1 true) #4
  br i1 %360, label %459, label %445

445:                                              ; preds = %441, %456
  %446 = phi i64 [ %457, %456 ], [ %357, %441 ]
  %447 = phi i64 [ %454, %456 ], [ %444, %441 ]
  %448 = srem i64 %447, %446
  %449 = icmp eq i64 %448, 0
  br i1 %449, label %459, label %450, !llvm.loop !7

450:                                              ; preds = %445
  %451 = srem i64 %446, %448
  %452 = icmp eq i64 %451, 0
  br i1 %452, label %459, label %453, !llvm.loop !7

453:                                              ; preds = %450
  %454 = srem i64 %448, %451
  %455 = icmp eq i64 %454, 0
  br i1 %455, label %459, label %456, !llvm.loop !7

456:                                              ; preds = %453
  %457 = srem i64 %451, %454
  %458 = icmp eq i64 %457, 0
  br i1 %458, label %459, label %445, !llvm.loop !7

459:                                              ; preds = %445, %450, %453, %456, %441
  %460 = phi i64 [ %444, %441 ], [ %446, %445 ], [ %448, %450 ], [ %451, %453 ], [ %454, %456 ]
  %461 = icmp eq i64 %460, 0
  %462 = select i1 %461, i64 1, i64 %460
  %463 = sdiv i64 %443, %462
  %464 = sdiv i64 %357, %462
  %465 = add i64 %463, -2147483648
  %466 = icmp ult i64 %465, -4294967295
  %467 = icmp sgt i64 %464, 2147483647
  %468 = select i1 %466, i1 true, i1 %467
  br i1 %468, label %469, label %470

469:                                              ; preds = %459
  tail call void @abort() #3
  br label %470

470:                                              ; preds = %459, %469
  %471 = trunc i64 %463 to i32
  %472 = trunc i64 %464 to i32
  %473 = sext i32 %471 to i64
  %474 = mul nsw i64 %349, %473
  %475 = sext i32 %472 to i64
  %476 = mul nsw i64 %344, %475
  %477 = icmp sgt i64 %474, %476
  %478 = icmp slt i64 %474, %476
  %479 = sext i1 %478 to i32
  %480 = select i1 %477, i32 2, i32 1
  %481 = add nsw i32 %480, %479
  %482 = load i32, i32* @h, align 4, !tbaa !9
  %483 = xor i32 %482, %481
  %484 = mul i32 %483, 16777619
  store i32 %484, i32* @h, align 4, !tbaa !9
  %485 = icmp eq i32 %472, 0
  br i1 %485, label %508, label %487

486:                                              ; preds = %487
  store i32 %503, i32* @h, align 4, !tbaa !9
  br label %508

487:                                              ; preds = %470, %487
  %488 = phi i32 [ %504, %487 ], [ 0, %470 ]
  %489 = phi i32 [ %501, %487 ], [ %472, %470 ]
  %490 = phi i32 [ %489, %487 ], [ %471, %470 ]
  %491 = phi i32 [ %503, %487 ], [ %484, %470 ]
  %492 = freeze i32 %490
  %493 = freeze i32 %489
  %494 = sdiv i32 %492, %493
  %495 = mul i32 %494, %493
  %496 = sub i32 %492, %495
  %497 = icmp slt i32 %496, 0
  %498 = ashr i32 %496, 31
  %499 = add nsw i32 %498, %494
  %500 = select i1 %497, i32 %489, i32 0
  %501 = add nsw i32 %500, %496
  %502 = xor i32 %499, %491
  %503 = mul i32 %502, 16777619
  %504 = add nuw nsw i32 %488, 1
  %505 = icmp ult i32 %488, 11
  %506 = icmp ne i32 %501, 0
  %507 = select i1 %505, i1 %506, i1 false
  br i1 %507, label %487, label %486, !llvm.loop !13

508:                                              ; preds = %470, %486
  %509 = phi i32 [ %484, %470 ], [ %503, %486 ]
  %510 = add nsw i32 %294, 2
  %511 = icmp slt i32 %294, 4
  br i1 %511, label %293, label %290, !llvm.loop !17
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
