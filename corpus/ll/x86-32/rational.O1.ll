; ModuleID = 'rational.c'
source_filename = "rational.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

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
  %7 = phi i32 [ 1, %0 ], [ %83, %81 ]
  %8 = phi i32 [ 0, %0 ], [ %82, %81 ]
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
  br i1 %59, label %81, label %60

60:                                               ; preds = %58
  %61 = load i32, i32* @h, align 4, !tbaa !6
  br label %63

62:                                               ; preds = %63
  store i32 %76, i32* @h, align 4, !tbaa !6
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
  br i1 %80, label %63, label %62, !llvm.loop !10

81:                                               ; preds = %58, %62
  %82 = trunc i64 %36 to i32
  %83 = trunc i64 %37 to i32
  %84 = add nuw nsw i32 %5, 1
  %85 = icmp slt i32 %12, 13
  br i1 %85, label %1, label %86, !llvm.loop !11

86:                                               ; preds = %81
  %87 = load i32, i32* @h, align 4, !tbaa !6
  %88 = xor i32 %87, %84
  %89 = mul i32 %88, 16777619
  store i32 %89, i32* @h, align 4, !tbaa !6
  br label %90

90:                                               ; preds = %86, %227
  %91 = phi i32 [ 1, %86 ], [ %237, %227 ]
  %92 = phi i32 [ 1, %86 ], [ %153, %227 ]
  %93 = phi i32 [ 0, %86 ], [ %152, %227 ]
  %94 = phi i32 [ 1, %86 ], [ %229, %227 ]
  %95 = phi i32 [ 0, %86 ], [ %228, %227 ]
  %96 = zext i32 %91 to i64
  br label %97

97:                                               ; preds = %97, %90
  %98 = phi i64 [ %100, %97 ], [ %96, %90 ]
  %99 = phi i64 [ %98, %97 ], [ 1, %90 ]
  %100 = srem i64 %99, %98
  %101 = icmp eq i64 %100, 0
  br i1 %101, label %102, label %97, !llvm.loop !3

102:                                              ; preds = %97
  %103 = icmp eq i64 %98, 0
  %104 = select i1 %103, i64 1, i64 %98
  %105 = add i64 %104, 1
  %106 = icmp ult i64 %105, 3
  %107 = select i1 %106, i64 %104, i64 0
  %108 = sdiv i64 %96, %104
  %109 = add i64 %107, -2147483648
  %110 = icmp ult i64 %109, -4294967295
  %111 = icmp sgt i64 %108, 2147483647
  %112 = select i1 %110, i1 true, i1 %111
  br i1 %112, label %113, label %114

113:                                              ; preds = %102
  call void @abort() #3
  br label %114

114:                                              ; preds = %102, %113
  %115 = sext i32 %93 to i64
  %116 = shl i64 %108, 32
  %117 = ashr exact i64 %116, 32
  %118 = mul nsw i64 %117, %115
  %119 = shl i64 %107, 32
  %120 = ashr exact i64 %119, 32
  %121 = sext i32 %92 to i64
  %122 = mul nsw i64 %120, %121
  %123 = add nsw i64 %118, %122
  %124 = mul nsw i64 %117, %121
  %125 = icmp eq i64 %124, 0
  br i1 %125, label %126, label %127

126:                                              ; preds = %114
  call void @abort() #3
  br label %127

127:                                              ; preds = %126, %114
  %128 = icmp slt i64 %124, 0
  %129 = sub nsw i64 0, %123
  %130 = sub nsw i64 0, %124
  %131 = select i1 %128, i64 %130, i64 %124
  %132 = select i1 %128, i64 %129, i64 %123
  %133 = call i64 @llvm.abs.i64(i64 %123, i1 true) #4
  %134 = icmp eq i64 %131, 0
  br i1 %134, label %140, label %135

135:                                              ; preds = %127, %135
  %136 = phi i64 [ %138, %135 ], [ %131, %127 ]
  %137 = phi i64 [ %136, %135 ], [ %133, %127 ]
  %138 = srem i64 %137, %136
  %139 = icmp eq i64 %138, 0
  br i1 %139, label %140, label %135, !llvm.loop !3

140:                                              ; preds = %135, %127
  %141 = phi i64 [ %133, %127 ], [ %136, %135 ]
  %142 = icmp eq i64 %141, 0
  %143 = select i1 %142, i64 1, i64 %141
  %144 = sdiv i64 %132, %143
  %145 = sdiv i64 %131, %143
  %146 = add i64 %144, -2147483648
  %147 = icmp ult i64 %146, -4294967295
  %148 = icmp sgt i64 %145, 2147483647
  %149 = select i1 %147, i1 true, i1 %148
  br i1 %149, label %150, label %151

150:                                              ; preds = %140
  call void @abort() #3
  br label %151

151:                                              ; preds = %140, %150
  %152 = trunc i64 %144 to i32
  %153 = trunc i64 %145 to i32
  %154 = and i32 %91, 1
  %155 = icmp eq i32 %154, 0
  %156 = sext i32 %95 to i64
  %157 = mul nsw i64 %117, %156
  %158 = sext i32 %94 to i64
  %159 = mul nsw i64 %120, %158
  br i1 %155, label %192, label %160

160:                                              ; preds = %151
  %161 = add nsw i64 %157, %159
  %162 = mul nsw i64 %117, %158
  %163 = icmp eq i64 %162, 0
  br i1 %163, label %164, label %165

164:                                              ; preds = %160
  call void @abort() #3
  br label %165

165:                                              ; preds = %164, %160
  %166 = icmp slt i64 %162, 0
  %167 = sub nsw i64 0, %161
  %168 = sub nsw i64 0, %162
  %169 = select i1 %166, i64 %168, i64 %162
  %170 = select i1 %166, i64 %167, i64 %161
  %171 = call i64 @llvm.abs.i64(i64 %161, i1 true) #4
  %172 = icmp eq i64 %169, 0
  br i1 %172, label %178, label %173

173:                                              ; preds = %165, %173
  %174 = phi i64 [ %176, %173 ], [ %169, %165 ]
  %175 = phi i64 [ %174, %173 ], [ %171, %165 ]
  %176 = srem i64 %175, %174
  %177 = icmp eq i64 %176, 0
  br i1 %177, label %178, label %173, !llvm.loop !3

178:                                              ; preds = %173, %165
  %179 = phi i64 [ %171, %165 ], [ %174, %173 ]
  %180 = icmp eq i64 %179, 0
  %181 = select i1 %180, i64 1, i64 %179
  %182 = sdiv i64 %170, %181
  %183 = sdiv i64 %169, %181
  %184 = add i64 %182, -2147483648
  %185 = icmp ult i64 %184, -4294967295
  %186 = icmp sgt i64 %183, 2147483647
  %187 = select i1 %185, i1 true, i1 %186
  %188 = trunc i64 %182 to i32
  %189 = trunc i64 %183 to i32
  %190 = trunc i64 %182 to i32
  %191 = trunc i64 %183 to i32
  br i1 %187, label %224, label %227

192:                                              ; preds = %151
  %193 = sub nsw i64 %157, %159
  %194 = mul nsw i64 %117, %158
  %195 = icmp eq i64 %194, 0
  br i1 %195, label %196, label %197

196:                                              ; preds = %192
  call void @abort() #3
  br label %197

197:                                              ; preds = %196, %192
  %198 = icmp slt i64 %194, 0
  %199 = sub nsw i64 0, %193
  %200 = sub nsw i64 0, %194
  %201 = select i1 %198, i64 %200, i64 %194
  %202 = select i1 %198, i64 %199, i64 %193
  %203 = call i64 @llvm.abs.i64(i64 %193, i1 true) #4
  %204 = icmp eq i64 %201, 0
  br i1 %204, label %210, label %205

205:                                              ; preds = %197, %205
  %206 = phi i64 [ %208, %205 ], [ %201, %197 ]
  %207 = phi i64 [ %206, %205 ], [ %203, %197 ]
  %208 = srem i64 %207, %206
  %209 = icmp eq i64 %208, 0
  br i1 %209, label %210, label %205, !llvm.loop !3

210:                                              ; preds = %205, %197
  %211 = phi i64 [ %203, %197 ], [ %206, %205 ]
  %212 = icmp eq i64 %211, 0
  %213 = select i1 %212, i64 1, i64 %211
  %214 = sdiv i64 %202, %213
  %215 = sdiv i64 %201, %213
  %216 = add i64 %214, -2147483648
  %217 = icmp ult i64 %216, -4294967295
  %218 = icmp sgt i64 %215, 2147483647
  %219 = select i1 %217, i1 true, i1 %218
  %220 = trunc i64 %214 to i32
  %221 = trunc i64 %215 to i32
  %222 = trunc i64 %214 to i32
  %223 = trunc i64 %215 to i32
  br i1 %219, label %224, label %227

224:                                              ; preds = %210, %178
  %225 = phi i32 [ %190, %178 ], [ %222, %210 ]
  %226 = phi i32 [ %191, %178 ], [ %223, %210 ]
  call void @abort() #3
  br label %227

227:                                              ; preds = %224, %210, %178
  %228 = phi i32 [ %188, %178 ], [ %220, %210 ], [ %225, %224 ]
  %229 = phi i32 [ %189, %178 ], [ %221, %210 ], [ %226, %224 ]
  %230 = xor i64 %145, %144
  %231 = trunc i64 %230 to i32
  %232 = load i32, i32* @h, align 4, !tbaa !6
  %233 = xor i32 %232, %231
  %234 = mul i32 %233, 16777619
  %235 = xor i32 %234, %228
  %236 = mul i32 %235, 16777619
  store i32 %236, i32* @h, align 4, !tbaa !6
  %237 = add nuw nsw i32 %91, 1
  %238 = icmp eq i32 %237, 21
  br i1 %238, label %239, label %90, !llvm.loop !12

239:                                              ; preds = %227, %246
  %240 = phi i32 [ %247, %246 ], [ -7, %227 ]
  %241 = sext i32 %240 to i64
  %242 = call i64 @llvm.abs.i64(i64 %241, i1 true) #4
  br label %249

243:                                              ; preds = %246
  %244 = load i32, i32* @h, align 4, !tbaa !6
  %245 = and i32 %244, 2147483647
  ret i32 %245

246:                                              ; preds = %418
  %247 = add nsw i32 %240, 1
  %248 = icmp eq i32 %247, 8
  br i1 %248, label %243, label %239, !llvm.loop !13

249:                                              ; preds = %239, %418
  %250 = phi i32 [ -5, %239 ], [ %419, %418 ]
  br label %251

251:                                              ; preds = %251, %249
  %252 = phi i64 [ %254, %251 ], [ 3, %249 ]
  %253 = phi i64 [ %252, %251 ], [ %242, %249 ]
  %254 = srem i64 %253, %252
  %255 = icmp eq i64 %254, 0
  br i1 %255, label %256, label %251, !llvm.loop !3

256:                                              ; preds = %251
  %257 = icmp eq i64 %252, 0
  %258 = select i1 %257, i64 1, i64 %252
  %259 = sdiv i64 %241, %258
  %260 = sdiv i64 3, %258
  %261 = add i64 %259, -2147483648
  %262 = icmp ult i64 %261, -4294967295
  br i1 %262, label %263, label %264

263:                                              ; preds = %256
  call void @abort() #3
  br label %264

264:                                              ; preds = %256, %263
  %265 = sext i32 %250 to i64
  %266 = call i64 @llvm.abs.i64(i64 %265, i1 true) #4
  br label %267

267:                                              ; preds = %267, %264
  %268 = phi i64 [ %270, %267 ], [ 4, %264 ]
  %269 = phi i64 [ %268, %267 ], [ %266, %264 ]
  %270 = srem i64 %269, %268
  %271 = icmp eq i64 %270, 0
  br i1 %271, label %272, label %267, !llvm.loop !3

272:                                              ; preds = %267
  %273 = icmp eq i64 %268, 0
  %274 = select i1 %273, i64 1, i64 %268
  %275 = sdiv i64 %265, %274
  %276 = sdiv i64 4, %274
  %277 = add i64 %275, -2147483648
  %278 = icmp ult i64 %277, -4294967295
  br i1 %278, label %279, label %280

279:                                              ; preds = %272
  call void @abort() #3
  br label %280

280:                                              ; preds = %272, %279
  %281 = shl i64 %259, 32
  %282 = ashr exact i64 %281, 32
  %283 = shl i64 %275, 32
  %284 = ashr exact i64 %283, 32
  %285 = mul nsw i64 %284, %282
  %286 = shl i64 %260, 32
  %287 = ashr exact i64 %286, 32
  %288 = shl i64 %276, 32
  %289 = ashr exact i64 %288, 32
  %290 = mul nsw i64 %289, %287
  %291 = icmp eq i64 %290, 0
  br i1 %291, label %292, label %293

292:                                              ; preds = %280
  call void @abort() #3
  br label %293

293:                                              ; preds = %292, %280
  %294 = icmp slt i64 %290, 0
  %295 = sub nsw i64 0, %285
  %296 = sub nsw i64 0, %290
  %297 = select i1 %294, i64 %296, i64 %290
  %298 = select i1 %294, i64 %295, i64 %285
  %299 = call i64 @llvm.abs.i64(i64 %285, i1 true) #4
  %300 = icmp eq i64 %297, 0
  br i1 %300, label %306, label %301

301:                                              ; preds = %293, %301
  %302 = phi i64 [ %304, %301 ], [ %297, %293 ]
  %303 = phi i64 [ %302, %301 ], [ %299, %293 ]
  %304 = srem i64 %303, %302
  %305 = icmp eq i64 %304, 0
  br i1 %305, label %306, label %301, !llvm.loop !3

306:                                              ; preds = %301, %293
  %307 = phi i64 [ %299, %293 ], [ %302, %301 ]
  %308 = icmp eq i64 %307, 0
  %309 = select i1 %308, i64 1, i64 %307
  %310 = sdiv i64 %298, %309
  %311 = sdiv i64 %297, %309
  %312 = add i64 %310, -2147483648
  %313 = icmp ult i64 %312, -4294967295
  %314 = icmp sgt i64 %311, 2147483647
  %315 = select i1 %313, i1 true, i1 %314
  br i1 %315, label %316, label %317

316:                                              ; preds = %306
  call void @abort() #3
  br label %317

317:                                              ; preds = %306, %316
  %318 = trunc i64 %310 to i32
  %319 = trunc i64 %311 to i32
  %320 = shl i32 %319, 16
  %321 = xor i32 %320, %318
  %322 = load i32, i32* @h, align 4, !tbaa !6
  %323 = xor i32 %321, %322
  %324 = mul i32 %323, 16777619
  store i32 %324, i32* @h, align 4, !tbaa !6
  %325 = mul nsw i64 %289, %282
  %326 = mul nsw i64 %284, %287
  %327 = icmp eq i64 %326, 0
  br i1 %327, label %328, label %329

328:                                              ; preds = %317
  call void @abort() #3
  br label %329

329:                                              ; preds = %328, %317
  %330 = icmp slt i64 %326, 0
  %331 = sub nsw i64 0, %325
  %332 = sub nsw i64 0, %326
  %333 = select i1 %330, i64 %332, i64 %326
  %334 = select i1 %330, i64 %331, i64 %325
  %335 = call i64 @llvm.abs.i64(i64 %325, i1 true) #4
  %336 = icmp eq i64 %333, 0
  br i1 %336, label %342, label %337

337:                                              ; preds = %329, %337
  %338 = phi i64 [ %340, %337 ], [ %333, %329 ]
  %339 = phi i64 [ %338, %337 ], [ %335, %329 ]
  %340 = srem i64 %339, %338
  %341 = icmp eq i64 %340, 0
  br i1 %341, label %342, label %337, !llvm.loop !3

342:                                              ; preds = %337, %329
  %343 = phi i64 [ %335, %329 ], [ %338, %337 ]
  %344 = icmp eq i64 %343, 0
  %345 = select i1 %344, i64 1, i64 %343
  %346 = sdiv i64 %334, %345
  %347 = sdiv i64 %333, %345
  %348 = add i64 %346, -2147483648
  %349 = icmp ult i64 %348, -4294967295
  %350 = icmp sgt i64 %347, 2147483647
  %351 = select i1 %349, i1 true, i1 %350
  br i1 %351, label %352, label %353

352:                                              ; preds = %342
  call void @abort() #3
  br label %353

353:                                              ; preds = %342, %352
  %354 = trunc i64 %346 to i32
  %355 = trunc i64 %347 to i32
  %356 = shl i32 %355, 16
  %357 = xor i32 %356, %354
  %358 = load i32, i32* @h, align 4, !tbaa !6
  %359 = xor i32 %357, %358
  %360 = mul i32 %359, 16777619
  store i32 %360, i32* @h, align 4, !tbaa !6
  %361 = sub nsw i64 %326, %325
  br i1 %291, label %362, label %363

362:                                              ; preds = %353
  call void @abort() #3
  br label %363

363:                                              ; preds = %362, %353
  %364 = sub nsw i64 0, %361
  %365 = select i1 %294, i64 %364, i64 %361
  %366 = call i64 @llvm.abs.i64(i64 %361, i1 true) #4
  br i1 %300, label %372, label %367

367:                                              ; preds = %363, %367
  %368 = phi i64 [ %370, %367 ], [ %297, %363 ]
  %369 = phi i64 [ %368, %367 ], [ %366, %363 ]
  %370 = srem i64 %369, %368
  %371 = icmp eq i64 %370, 0
  br i1 %371, label %372, label %367, !llvm.loop !3

372:                                              ; preds = %367, %363
  %373 = phi i64 [ %366, %363 ], [ %368, %367 ]
  %374 = icmp eq i64 %373, 0
  %375 = select i1 %374, i64 1, i64 %373
  %376 = sdiv i64 %365, %375
  %377 = sdiv i64 %297, %375
  %378 = add i64 %376, -2147483648
  %379 = icmp ult i64 %378, -4294967295
  %380 = icmp sgt i64 %377, 2147483647
  %381 = select i1 %379, i1 true, i1 %380
  br i1 %381, label %382, label %383

382:                                              ; preds = %372
  call void @abort() #3
  br label %383

383:                                              ; preds = %372, %382
  %384 = trunc i64 %376 to i32
  %385 = trunc i64 %377 to i32
  %386 = sext i32 %384 to i64
  %387 = mul nsw i64 %287, %386
  %388 = sext i32 %385 to i64
  %389 = mul nsw i64 %282, %388
  %390 = icmp sgt i64 %387, %389
  %391 = icmp slt i64 %387, %389
  %392 = sext i1 %391 to i32
  %393 = select i1 %390, i32 2, i32 1
  %394 = add nsw i32 %393, %392
  %395 = load i32, i32* @h, align 4, !tbaa !6
  %396 = xor i32 %395, %394
  %397 = mul i32 %396, 16777619
  store i32 %397, i32* @h, align 4, !tbaa !6
  %398 = icmp eq i32 %385, 0
  br i1 %398, label %418, label %400

399:                                              ; preds = %400
  store i32 %413, i32* @h, align 4, !tbaa !6
  br label %418

400:                                              ; preds = %383, %400
  %401 = phi i32 [ %414, %400 ], [ 0, %383 ]
  %402 = phi i32 [ %411, %400 ], [ %385, %383 ]
  %403 = phi i32 [ %402, %400 ], [ %384, %383 ]
  %404 = phi i32 [ %413, %400 ], [ %397, %383 ]
  %405 = sdiv i32 %403, %402
  %406 = srem i32 %403, %402
  %407 = icmp slt i32 %406, 0
  %408 = ashr i32 %406, 31
  %409 = add nsw i32 %408, %405
  %410 = select i1 %407, i32 %402, i32 0
  %411 = add nsw i32 %410, %406
  %412 = xor i32 %409, %404
  %413 = mul i32 %412, 16777619
  %414 = add nuw nsw i32 %401, 1
  %415 = icmp ult i32 %401, 11
  %416 = icmp ne i32 %411, 0
  %417 = select i1 %415, i1 %416, i1 false
  br i1 %417, label %400, label %399, !llvm.loop !10

418:                                              ; preds = %383, %399
  %419 = add nsw i32 %250, 2
  %420 = icmp slt i32 %250, 4
  br i1 %420, label %249, label %246, !llvm.loop !14
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
!3 = distinct !{!3, !4, !5}
!4 = !{!"llvm.loop.mustprogress"}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !4, !5}
!11 = distinct !{!11, !4, !5}
!12 = distinct !{!12, !4, !5}
!13 = distinct !{!13, !4, !5}
!14 = distinct !{!14, !4, !5}
