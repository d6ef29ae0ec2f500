; ModuleID = 'narrow_fields.c'
source_filename = "narrow_fields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pixel = type { i8, i8, i8, i8, i16, i16 }
%struct.packed_bits = type { i32 }

@px = internal global [40 x %struct.pixel] zeroinitializer, align 16
@pb = internal global [24 x %struct.packed_bits] zeroinitializer, align 16
@h = internal global i32 -2128831035, align 4
@popcount16.nib = internal constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 16

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.pixel, align 2
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 19088743, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %15

15:                                               ; preds = %62, %0
  %16 = load i32, ptr %2, align 4
  %17 = icmp slt i32 %16, 40
  br i1 %17, label %18, label %65

18:                                               ; preds = %15
  %19 = load i32, ptr %2, align 4
  %20 = mul nsw i32 %19, 7
  %21 = sub nsw i32 %20, 100
  %22 = trunc i32 %21 to i8
  %23 = load i32, ptr %2, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [40 x %struct.pixel], ptr @px, i64 0, i64 %24
  %26 = getelementptr inbounds %struct.pixel, ptr %25, i32 0, i32 0
  store i8 %22, ptr %26, align 8
  %27 = load i32, ptr %2, align 4
  %28 = mul nsw i32 %27, 13
  %29 = trunc i32 %28 to i8
  %30 = load i32, ptr %2, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [40 x %struct.pixel], ptr @px, i64 0, i64 %31
  %33 = getelementptr inbounds %struct.pixel, ptr %32, i32 0, i32 1
  store i8 %29, ptr %33, align 1
  %34 = load i32, ptr %2, align 4
  %35 = sub nsw i32 255, %34
  %36 = trunc i32 %35 to i8
  %37 = load i32, ptr %2, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [40 x %struct.pixel], ptr @px, i64 0, i64 %38
  %40 = getelementptr inbounds %struct.pixel, ptr %39, i32 0, i32 2
  store i8 %36, ptr %40, align 2
  %41 = load i32, ptr %2, align 4
  %42 = trunc i32 %41 to i8
  %43 = load i32, ptr %2, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [40 x %struct.pixel], ptr @px, i64 0, i64 %44
  %46 = getelementptr inbounds %struct.pixel, ptr %45, i32 0, i32 3
  store i8 %42, ptr %46, align 1
  %47 = load i32, ptr %2, align 4
  %48 = mul nsw i32 %47, 1000
  %49 = sub nsw i32 %48, 20000
  %50 = trunc i32 %49 to i16
  %51 = load i32, ptr %2, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [40 x %struct.pixel], ptr @px, i64 0, i64 %52
  %54 = getelementptr inbounds %struct.pixel, ptr %53, i32 0, i32 4
  store i16 %50, ptr %54, align 4
  %55 = load i32, ptr %2, align 4
  %56 = mul i32 %55, 4099
  %57 = trunc i32 %56 to i16
  %58 = load i32, ptr %2, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [40 x %struct.pixel], ptr @px, i64 0, i64 %59
  %61 = getelementptr inbounds %struct.pixel, ptr %60, i32 0, i32 5
  store i16 %57, ptr %61, align 2
  br label %62

62:                                               ; preds = %18
  %63 = load i32, ptr %2, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %2, align 4
  br label %15, !llvm.loop !2

65:                                               ; preds = %15
  store i32 0, ptr %3, align 4
  br label %66

66:                                               ; preds = %95, %65
  %67 = load i32, ptr %3, align 4
  %68 = icmp slt i32 %67, 20
  br i1 %68, label %69, label %98

69:                                               ; preds = %66
  store i32 0, ptr %4, align 4
  br label %70

70:                                               ; preds = %90, %69
  %71 = load i32, ptr %4, align 4
  %72 = icmp slt i32 %71, 40
  br i1 %72, label %73, label %93

73:                                               ; preds = %70
  %74 = load i32, ptr %1, align 4
  %75 = shl i32 %74, 13
  %76 = load i32, ptr %1, align 4
  %77 = xor i32 %76, %75
  store i32 %77, ptr %1, align 4
  %78 = load i32, ptr %1, align 4
  %79 = lshr i32 %78, 17
  %80 = load i32, ptr %1, align 4
  %81 = xor i32 %80, %79
  store i32 %81, ptr %1, align 4
  %82 = load i32, ptr %1, align 4
  %83 = shl i32 %82, 5
  %84 = load i32, ptr %1, align 4
  %85 = xor i32 %84, %83
  store i32 %85, ptr %1, align 4
  %86 = load i32, ptr %4, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [40 x %struct.pixel], ptr @px, i64 0, i64 %87
  %89 = load i32, ptr %1, align 4
  call void @step_pixel(ptr noundef %88, i32 noundef %89) #3
  br label %90

90:                                               ; preds = %73
  %91 = load i32, ptr %4, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %4, align 4
  br label %70, !llvm.loop !4

93:                                               ; preds = %70
  %94 = call i32 @signed_sum(ptr noundef @px, i32 noundef 40) #3
  call void @mix(i32 noundef %94) #3
  br label %95

95:                                               ; preds = %93
  %96 = load i32, ptr %3, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %3, align 4
  br label %66, !llvm.loop !5

98:                                               ; preds = %66
  store i32 0, ptr %5, align 4
  br label %99

99:                                               ; preds = %169, %98
  %100 = load i32, ptr %5, align 4
  %101 = icmp slt i32 %100, 40
  br i1 %101, label %102, label %172

102:                                              ; preds = %99
  %103 = load i32, ptr %5, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [40 x %struct.pixel], ptr @px, i64 0, i64 %104
  %106 = call i32 @pack(ptr noundef %105) #3
  store i32 %106, ptr %6, align 4
  %107 = load i32, ptr %5, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [40 x %struct.pixel], ptr @px, i64 0, i64 %108
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %7, ptr align 8 %109, i64 8, i1 false)
  %110 = load i32, ptr %6, align 4
  call void @unpack(ptr noundef %7, i32 noundef %110) #3
  %111 = getelementptr inbounds %struct.pixel, ptr %7, i32 0, i32 0
  %112 = load i8, ptr %111, align 2
  %113 = sext i8 %112 to i32
  %114 = load i32, ptr %5, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [40 x %struct.pixel], ptr @px, i64 0, i64 %115
  %117 = getelementptr inbounds %struct.pixel, ptr %116, i32 0, i32 0
  %118 = load i8, ptr %117, align 8
  %119 = sext i8 %118 to i32
  %120 = icmp ne i32 %113, %119
  br i1 %120, label %154, label %121

121:                                              ; preds = %102
  %122 = getelementptr inbounds %struct.pixel, ptr %7, i32 0, i32 1
  %123 = load i8, ptr %122, align 1
  %124 = zext i8 %123 to i32
  %125 = load i32, ptr %5, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [40 x %struct.pixel], ptr @px, i64 0, i64 %126
  %128 = getelementptr inbounds %struct.pixel, ptr %127, i32 0, i32 1
  %129 = load i8, ptr %128, align 1
  %130 = zext i8 %129 to i32
  %131 = icmp ne i32 %124, %130
  br i1 %131, label %154, label %132

132:                                              ; preds = %121
  %133 = getelementptr inbounds %struct.pixel, ptr %7, i32 0, i32 2
  %134 = load i8, ptr %133, align 2
  %135 = zext i8 %134 to i32
  %136 = load i32, ptr %5, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [40 x %struct.pixel], ptr @px, i64 0, i64 %137
  %139 = getelementptr inbounds %struct.pixel, ptr %138, i32 0, i32 2
  %140 = load i8, ptr %139, align 2
  %141 = zext i8 %140 to i32
  %142 = icmp ne i32 %135, %141
  br i1 %142, label %154, label %143

143:                                              ; preds = %132
  %144 = getelementptr inbounds %struct.pixel, ptr %7, i32 0, i32 3
  %145 = load i8, ptr %144, align 1
  %146 = zext i8 %145 to i32
  %147 = load i32, ptr %5, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [40 x %struct.pixel], ptr @px, i64 0, i64 %148
  %150 = getelementptr inbounds %struct.pixel, ptr %149, i32 0, i32 3
  %151 = load i8, ptr %150, align 1
  %152 = zext i8 %151 to i32
  %153 = icmp ne i32 %146, %152
  br i1 %153, label %154, label %155

154:                                              ; preds = %143, %132, %121, %102
  call void @abort() #3
  br label %155

155:                                              ; preds = %154, %143
  %156 = load i32, ptr %6, align 4
  call void @mix(i32 noundef %156) #3
  %157 = load i32, ptr %5, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [40 x %struct.pixel], ptr @px, i64 0, i64 %158
  %160 = getelementptr inbounds %struct.pixel, ptr %159, i32 0, i32 5
  %161 = load i16, ptr %160, align 2
  %162 = call i32 @popcount16(i16 noundef zeroext %161) #3
  call void @mix(i32 noundef %162) #3
  %163 = load i32, ptr %5, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [40 x %struct.pixel], ptr @px, i64 0, i64 %164
  %166 = getelementptr inbounds %struct.pixel, ptr %165, i32 0, i32 4
  %167 = load i16, ptr %166, align 4
  %168 = sext i16 %167 to i32
  call void @mix(i32 noundef %168) #3
  br label %169

169:                                              ; preds = %155
  %170 = load i32, ptr %5, align 4
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr %5, align 4
  br label %99, !llvm.loop !6

172:                                              ; preds = %99
  store i32 0, ptr %8, align 4
  br label %173

173:                                              ; preds = %233, %172
  %174 = load i32, ptr %8, align 4
  %175 = icmp slt i32 %174, 24
  br i1 %175, label %176, label %236

176:                                              ; preds = %173
  %177 = load i32, ptr %8, align 4
  %178 = and i32 %177, 7
  %179 = load i32, ptr %8, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [24 x %struct.packed_bits], ptr @pb, i64 0, i64 %180
  %182 = load i32, ptr %181, align 4
  %183 = and i32 %178, 7
  %184 = and i32 %182, -8
  %185 = or i32 %184, %183
  store i32 %185, ptr %181, align 4
  %186 = load i32, ptr %8, align 4
  %187 = srem i32 %186, 31
  %188 = sub nsw i32 %187, 15
  %189 = load i32, ptr %8, align 4
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [24 x %struct.packed_bits], ptr @pb, i64 0, i64 %190
  %192 = load i32, ptr %191, align 4
  %193 = and i32 %188, 31
  %194 = shl i32 %193, 3
  %195 = and i32 %192, -249
  %196 = or i32 %195, %194
  store i32 %196, ptr %191, align 4
  %197 = shl i32 %193, 27
  %198 = ashr i32 %197, 27
  %199 = load i32, ptr %8, align 4
  %200 = mul nsw i32 %199, 45
  %201 = and i32 %200, 255
  %202 = load i32, ptr %8, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [24 x %struct.packed_bits], ptr @pb, i64 0, i64 %203
  %205 = load i32, ptr %204, align 4
  %206 = and i32 %201, 255
  %207 = shl i32 %206, 8
  %208 = and i32 %205, -65281
  %209 = or i32 %208, %207
  store i32 %209, ptr %204, align 4
  %210 = load i32, ptr %8, align 4
  %211 = and i32 %210, 1
  %212 = load i32, ptr %8, align 4
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds [24 x %struct.packed_bits], ptr @pb, i64 0, i64 %213
  %215 = load i32, ptr %214, align 4
  %216 = and i32 %211, 1
  %217 = shl i32 %216, 16
  %218 = and i32 %215, -65537
  %219 = or i32 %218, %217
  store i32 %219, ptr %214, align 4
  %220 = load i32, ptr %8, align 4
  %221 = mul nsw i32 %220, 170
  %222 = sub nsw i32 %221, 2000
  %223 = load i32, ptr %8, align 4
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds [24 x %struct.packed_bits], ptr @pb, i64 0, i64 %224
  %226 = load i32, ptr %225, align 4
  %227 = and i32 %222, 4095
  %228 = shl i32 %227, 17
  %229 = and i32 %226, -536739841
  %230 = or i32 %229, %228
  store i32 %230, ptr %225, align 4
  %231 = shl i32 %227, 20
  %232 = ashr i32 %231, 20
  br label %233

233:                                              ; preds = %176
  %234 = load i32, ptr %8, align 4
  %235 = add nsw i32 %234, 1
  store i32 %235, ptr %8, align 4
  br label %173, !llvm.loop !7

236:                                              ; preds = %173
  store i32 0, ptr %9, align 4
  br label %237

237:                                              ; preds = %348, %236
  %238 = load i32, ptr %9, align 4
  %239 = icmp slt i32 %238, 20
  br i1 %239, label %240, label %351

240:                                              ; preds = %237
  store i32 0, ptr %10, align 4
  br label %241

241:                                              ; preds = %344, %240
  %242 = load i32, ptr %10, align 4
  %243 = icmp slt i32 %242, 24
  br i1 %243, label %244, label %347

244:                                              ; preds = %241
  %245 = load i32, ptr %10, align 4
  %246 = sext i32 %245 to i64
  %247 = getelementptr inbounds [24 x %struct.packed_bits], ptr @pb, i64 0, i64 %246
  store ptr %247, ptr %11, align 8
  %248 = load ptr, ptr %11, align 8
  %249 = load i32, ptr %248, align 4
  %250 = and i32 %249, 7
  %251 = add i32 %250, 3
  %252 = and i32 %251, 7
  %253 = load ptr, ptr %11, align 8
  %254 = load i32, ptr %253, align 4
  %255 = and i32 %252, 7
  %256 = and i32 %254, -8
  %257 = or i32 %256, %255
  store i32 %257, ptr %253, align 4
  %258 = load ptr, ptr %11, align 8
  %259 = load i32, ptr %258, align 4
  %260 = shl i32 %259, 24
  %261 = ashr i32 %260, 27
  %262 = load i32, ptr %9, align 4
  %263 = and i32 %262, 3
  %264 = add nsw i32 %261, %263
  %265 = sub nsw i32 %264, 1
  store i32 %265, ptr %12, align 4
  %266 = load i32, ptr %12, align 4
  %267 = icmp sgt i32 %266, 15
  br i1 %267, label %268, label %271

268:                                              ; preds = %244
  %269 = load i32, ptr %12, align 4
  %270 = sub nsw i32 %269, 32
  store i32 %270, ptr %12, align 4
  br label %271

271:                                              ; preds = %268, %244
  %272 = load i32, ptr %12, align 4
  %273 = icmp slt i32 %272, -16
  br i1 %273, label %274, label %277

274:                                              ; preds = %271
  %275 = load i32, ptr %12, align 4
  %276 = add nsw i32 %275, 32
  store i32 %276, ptr %12, align 4
  br label %277

277:                                              ; preds = %274, %271
  %278 = load i32, ptr %12, align 4
  %279 = load ptr, ptr %11, align 8
  %280 = load i32, ptr %279, align 4
  %281 = and i32 %278, 31
  %282 = shl i32 %281, 3
  %283 = and i32 %280, -249
  %284 = or i32 %283, %282
  store i32 %284, ptr %279, align 4
  %285 = shl i32 %281, 27
  %286 = ashr i32 %285, 27
  %287 = load ptr, ptr %11, align 8
  %288 = load i32, ptr %287, align 4
  %289 = lshr i32 %288, 8
  %290 = and i32 %289, 255
  %291 = mul i32 %290, 5
  %292 = add i32 %291, 1
  %293 = and i32 %292, 255
  %294 = load ptr, ptr %11, align 8
  %295 = load i32, ptr %294, align 4
  %296 = and i32 %293, 255
  %297 = shl i32 %296, 8
  %298 = and i32 %295, -65281
  %299 = or i32 %298, %297
  store i32 %299, ptr %294, align 4
  %300 = load ptr, ptr %11, align 8
  %301 = load i32, ptr %300, align 4
  %302 = lshr i32 %301, 16
  %303 = and i32 %302, 1
  %304 = icmp ne i32 %303, 0
  %305 = xor i1 %304, true
  %306 = zext i1 %305 to i32
  %307 = load ptr, ptr %11, align 8
  %308 = load i32, ptr %307, align 4
  %309 = and i32 %306, 1
  %310 = shl i32 %309, 16
  %311 = and i32 %308, -65537
  %312 = or i32 %311, %310
  store i32 %312, ptr %307, align 4
  %313 = load ptr, ptr %11, align 8
  %314 = load i32, ptr %313, align 4
  %315 = shl i32 %314, 3
  %316 = ashr i32 %315, 20
  %317 = load ptr, ptr %11, align 8
  %318 = load i32, ptr %317, align 4
  %319 = shl i32 %318, 24
  %320 = ashr i32 %319, 27
  %321 = mul nsw i32 %320, 7
  %322 = add nsw i32 %316, %321
  store i32 %322, ptr %13, align 4
  %323 = load i32, ptr %13, align 4
  %324 = icmp sgt i32 %323, 2047
  br i1 %324, label %325, label %328

325:                                              ; preds = %277
  %326 = load i32, ptr %13, align 4
  %327 = sub nsw i32 %326, 4096
  store i32 %327, ptr %13, align 4
  br label %328

328:                                              ; preds = %325, %277
  %329 = load i32, ptr %13, align 4
  %330 = icmp slt i32 %329, -2048
  br i1 %330, label %331, label %334

331:                                              ; preds = %328
  %332 = load i32, ptr %13, align 4
  %333 = add nsw i32 %332, 4096
  store i32 %333, ptr %13, align 4
  br label %334

334:                                              ; preds = %331, %328
  %335 = load i32, ptr %13, align 4
  %336 = load ptr, ptr %11, align 8
  %337 = load i32, ptr %336, align 4
  %338 = and i32 %335, 4095
  %339 = shl i32 %338, 17
  %340 = and i32 %337, -536739841
  %341 = or i32 %340, %339
  store i32 %341, ptr %336, align 4
  %342 = shl i32 %338, 20
  %343 = ashr i32 %342, 20
  br label %344

344:                                              ; preds = %334
  %345 = load i32, ptr %10, align 4
  %346 = add nsw i32 %345, 1
  store i32 %346, ptr %10, align 4
  br label %241, !llvm.loop !8

347:                                              ; preds = %241
  br label %348

348:                                              ; preds = %347
  %349 = load i32, ptr %9, align 4
  %350 = add nsw i32 %349, 1
  store i32 %350, ptr %9, align 4
  br label %237, !llvm.loop !9

351:                                              ; preds = %237
  store i32 0, ptr %14, align 4
  br label %352

352:                                              ; preds = %389, %351
  %353 = load i32, ptr %14, align 4
  %354 = icmp slt i32 %353, 24
  br i1 %354, label %355, label %392

355:                                              ; preds = %352
  %356 = load i32, ptr %14, align 4
  %357 = sext i32 %356 to i64
  %358 = getelementptr inbounds [24 x %struct.packed_bits], ptr @pb, i64 0, i64 %357
  %359 = load i32, ptr %358, align 4
  %360 = and i32 %359, 7
  %361 = load i32, ptr %14, align 4
  %362 = sext i32 %361 to i64
  %363 = getelementptr inbounds [24 x %struct.packed_bits], ptr @pb, i64 0, i64 %362
  %364 = load i32, ptr %363, align 4
  %365 = lshr i32 %364, 8
  %366 = and i32 %365, 255
  %367 = shl i32 %366, 3
  %368 = or i32 %360, %367
  %369 = load i32, ptr %14, align 4
  %370 = sext i32 %369 to i64
  %371 = getelementptr inbounds [24 x %struct.packed_bits], ptr @pb, i64 0, i64 %370
  %372 = load i32, ptr %371, align 4
  %373 = lshr i32 %372, 16
  %374 = and i32 %373, 1
  %375 = shl i32 %374, 11
  %376 = or i32 %368, %375
  call void @mix(i32 noundef %376) #3
  %377 = load i32, ptr %14, align 4
  %378 = sext i32 %377 to i64
  %379 = getelementptr inbounds [24 x %struct.packed_bits], ptr @pb, i64 0, i64 %378
  %380 = load i32, ptr %379, align 4
  %381 = shl i32 %380, 24
  %382 = ashr i32 %381, 27
  call void @mix(i32 noundef %382) #3
  %383 = load i32, ptr %14, align 4
  %384 = sext i32 %383 to i64
  %385 = getelementptr inbounds [24 x %struct.packed_bits], ptr @pb, i64 0, i64 %384
  %386 = load i32, ptr %385, align 4
  %387 = shl i32 %386, 3
  %388 = ashr i32 %387, 20
  call void @mix(i32 noundef %388) #3
  br label %389

389:                                              ; preds = %355
  %390 = load i32, ptr %14, align 4
  %391 = add nsw i32 %390, 1
  store i32 %391, ptr %14, align 4
  br label %352, !llvm.loop !10

392:                                              ; preds = %352
  %393 = load i32, ptr @h, align 4
  %394 = and i32 %393, 2147483647
  ret i32 %394
}

; Function Attrs: noinline nounwind optnone
define internal void @step_pixel(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.pixel, ptr %5, i32 0, i32 0
  %7 = load i8, ptr %6, align 2
  %8 = sext i8 %7 to i32
  %9 = load i32, ptr %4, align 4
  %10 = and i32 %9, 255
  %11 = trunc i32 %10 to i8
  %12 = sext i8 %11 to i32
  %13 = add nsw i32 %8, %12
  %14 = trunc i32 %13 to i8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.pixel, ptr %15, i32 0, i32 0
  store i8 %14, ptr %16, align 2
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.pixel, ptr %17, i32 0, i32 1
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = add i32 %20, 37
  %22 = trunc i32 %21 to i8
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds %struct.pixel, ptr %23, i32 0, i32 1
  store i8 %22, ptr %24, align 1
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.pixel, ptr %25, i32 0, i32 2
  %27 = load i8, ptr %26, align 2
  %28 = zext i8 %27 to i32
  %29 = shl i32 %28, 1
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %struct.pixel, ptr %30, i32 0, i32 2
  %32 = load i8, ptr %31, align 2
  %33 = zext i8 %32 to i32
  %34 = ashr i32 %33, 7
  %35 = mul i32 %34, 27
  %36 = xor i32 %29, %35
  %37 = trunc i32 %36 to i8
  %38 = load ptr, ptr %3, align 8
  %39 = getelementptr inbounds %struct.pixel, ptr %38, i32 0, i32 2
  store i8 %37, ptr %39, align 2
  %40 = load i32, ptr %4, align 4
  %41 = lshr i32 %40, 8
  %42 = trunc i32 %41 to i8
  %43 = zext i8 %42 to i32
  %44 = load ptr, ptr %3, align 8
  %45 = getelementptr inbounds %struct.pixel, ptr %44, i32 0, i32 3
  %46 = load i8, ptr %45, align 1
  %47 = zext i8 %46 to i32
  %48 = xor i32 %47, %43
  %49 = trunc i32 %48 to i8
  store i8 %49, ptr %45, align 1
  %50 = load ptr, ptr %3, align 8
  %51 = getelementptr inbounds %struct.pixel, ptr %50, i32 0, i32 4
  %52 = load i16, ptr %51, align 2
  %53 = sext i16 %52 to i32
  %54 = load i32, ptr %4, align 4
  %55 = lshr i32 %54, 12
  %56 = trunc i32 %55 to i16
  %57 = sext i16 %56 to i32
  %58 = sub nsw i32 %53, %57
  %59 = trunc i32 %58 to i16
  %60 = load ptr, ptr %3, align 8
  %61 = getelementptr inbounds %struct.pixel, ptr %60, i32 0, i32 4
  store i16 %59, ptr %61, align 2
  %62 = load ptr, ptr %3, align 8
  %63 = getelementptr inbounds %struct.pixel, ptr %62, i32 0, i32 5
  %64 = load i16, ptr %63, align 2
  %65 = zext i16 %64 to i32
  %66 = load i32, ptr %4, align 4
  %67 = urem i32 %66, 16
  %68 = shl i32 1, %67
  %69 = xor i32 %65, %68
  %70 = trunc i32 %69 to i16
  %71 = load ptr, ptr %3, align 8
  %72 = getelementptr inbounds %struct.pixel, ptr %71, i32 0, i32 5
  store i16 %70, ptr %72, align 2
  %73 = load ptr, ptr %3, align 8
  %74 = getelementptr inbounds %struct.pixel, ptr %73, i32 0, i32 0
  %75 = load i8, ptr %74, align 2
  %76 = sext i8 %75 to i32
  %77 = icmp slt i32 %76, 0
  br i1 %77, label %78, label %87

78:                                               ; preds = %2
  %79 = load ptr, ptr %3, align 8
  %80 = getelementptr inbounds %struct.pixel, ptr %79, i32 0, i32 5
  %81 = load i16, ptr %80, align 2
  %82 = zext i16 %81 to i32
  %83 = or i32 %82, 32768
  %84 = trunc i32 %83 to i16
  %85 = load ptr, ptr %3, align 8
  %86 = getelementptr inbounds %struct.pixel, ptr %85, i32 0, i32 5
  store i16 %84, ptr %86, align 2
  br label %96

87:                                               ; preds = %2
  %88 = load ptr, ptr %3, align 8
  %89 = getelementptr inbounds %struct.pixel, ptr %88, i32 0, i32 5
  %90 = load i16, ptr %89, align 2
  %91 = zext i16 %90 to i32
  %92 = and i32 %91, 32767
  %93 = trunc i32 %92 to i16
  %94 = load ptr, ptr %3, align 8
  %95 = getelementptr inbounds %struct.pixel, ptr %94, i32 0, i32 5
  store i16 %93, ptr %95, align 2
  br label %96

96:                                               ; preds = %87, %78
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mix(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @h, align 4
  %4 = load i32, ptr %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, ptr @h, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @signed_sum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %30, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %33

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds %struct.pixel, ptr %12, i64 %14
  %16 = getelementptr inbounds %struct.pixel, ptr %15, i32 0, i32 0
  %17 = load i8, ptr %16, align 2
  %18 = sext i8 %17 to i32
  %19 = mul nsw i32 %18, 3
  %20 = load ptr, ptr %3, align 8
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds %struct.pixel, ptr %20, i64 %22
  %24 = getelementptr inbounds %struct.pixel, ptr %23, i32 0, i32 4
  %25 = load i16, ptr %24, align 2
  %26 = sext i16 %25 to i32
  %27 = add nsw i32 %19, %26
  %28 = load i32, ptr %5, align 4
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr %5, align 4
  br label %30

30:                                               ; preds = %11
  %31 = load i32, ptr %6, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %6, align 4
  br label %7, !llvm.loop !11

33:                                               ; preds = %7
  %34 = load i32, ptr %5, align 4
  ret i32 %34
}

; Function Attrs: noinline nounwind optnone
define internal i32 @pack(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.pixel, ptr %3, i32 0, i32 1
  %5 = load i8, ptr %4, align 1
  %6 = zext i8 %5 to i32
  %7 = shl i32 %6, 24
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds %struct.pixel, ptr %8, i32 0, i32 2
  %10 = load i8, ptr %9, align 2
  %11 = zext i8 %10 to i32
  %12 = shl i32 %11, 16
  %13 = or i32 %7, %12
  %14 = load ptr, ptr %2, align 8
  %15 = getelementptr inbounds %struct.pixel, ptr %14, i32 0, i32 3
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = shl i32 %17, 8
  %19 = or i32 %13, %18
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds %struct.pixel, ptr %20, i32 0, i32 0
  %22 = load i8, ptr %21, align 2
  %23 = zext i8 %22 to i32
  %24 = or i32 %19, %23
  ret i32 %24
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal void @unpack(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = lshr i32 %5, 24
  %7 = trunc i32 %6 to i8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.pixel, ptr %8, i32 0, i32 1
  store i8 %7, ptr %9, align 1
  %10 = load i32, ptr %4, align 4
  %11 = lshr i32 %10, 16
  %12 = trunc i32 %11 to i8
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.pixel, ptr %13, i32 0, i32 2
  store i8 %12, ptr %14, align 2
  %15 = load i32, ptr %4, align 4
  %16 = lshr i32 %15, 8
  %17 = trunc i32 %16 to i8
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.pixel, ptr %18, i32 0, i32 3
  store i8 %17, ptr %19, align 1
  %20 = load i32, ptr %4, align 4
  %21 = trunc i32 %20 to i8
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds %struct.pixel, ptr %22, i32 0, i32 0
  store i8 %21, ptr %23, align 2
  ret void
}

declare dso_local void @abort() #2

; Function Attrs: noinline nounwind optnone
define internal i32 @popcount16(i16 noundef zeroext %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = zext i16 %3 to i32
  %5 = and i32 %4, 15
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [16 x i8], ptr @popcount16.nib, i64 0, i64 %6
  %8 = load i8, ptr %7, align 1
  %9 = zext i8 %8 to i32
  %10 = load i16, ptr %2, align 2
  %11 = zext i16 %10 to i32
  %12 = ashr i32 %11, 4
  %13 = and i32 %12, 15
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [16 x i8], ptr @popcount16.nib, i64 0, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = add nsw i32 %9, %17
  %19 = load i16, ptr %2, align 2
  %20 = zext i16 %19 to i32
  %21 = ashr i32 %20, 8
  %22 = and i32 %21, 15
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [16 x i8], ptr @popcount16.nib, i64 0, i64 %23
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  %27 = add nsw i32 %18, %26
  %28 = load i16, ptr %2, align 2
  %29 = zext i16 %28 to i32
  %30 = ashr i32 %29, 12
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [16 x i8], ptr @popcount16.nib, i64 0, i64 %31
  %33 = load i8, ptr %32, align 1
  %34 = zext i8 %33 to i32
  %35 = add nsw i32 %27, %34
  ret i32 %35
}

attributes #0 = { noinline nounwind optnone "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
!9 = distinct !{!9, !3}
!10 = distinct !{!10, !3}
!11 = distinct !{!11, !3}
