; ModuleID = 'narrow_fields.c'
source_filename = "narrow_fields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
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
  %11 = alloca %struct.packed_bits*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 19088743, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %15

15:                                               ; preds = %62, %0
  %16 = load i32, i32* %2, align 4
  %17 = icmp slt i32 %16, 40
  br i1 %17, label %18, label %65

18:                                               ; preds = %15
  %19 = load i32, i32* %2, align 4
  %20 = mul nsw i32 %19, 7
  %21 = sub nsw i32 %20, 100
  %22 = trunc i32 %21 to i8
  %23 = load i32, i32* %2, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %24
  %26 = getelementptr inbounds %struct.pixel, %struct.pixel* %25, i32 0, i32 0
  store i8 %22, i8* %26, align 8
  %27 = load i32, i32* %2, align 4
  %28 = mul nsw i32 %27, 13
  %29 = trunc i32 %28 to i8
  %30 = load i32, i32* %2, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %31
  %33 = getelementptr inbounds %struct.pixel, %struct.pixel* %32, i32 0, i32 1
  store i8 %29, i8* %33, align 1
  %34 = load i32, i32* %2, align 4
  %35 = sub nsw i32 255, %34
  %36 = trunc i32 %35 to i8
  %37 = load i32, i32* %2, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %38
  %40 = getelementptr inbounds %struct.pixel, %struct.pixel* %39, i32 0, i32 2
  store i8 %36, i8* %40, align 2
  %41 = load i32, i32* %2, align 4
  %42 = trunc i32 %41 to i8
  %43 = load i32, i32* %2, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %44
  %46 = getelementptr inbounds %struct.pixel, %struct.pixel* %45, i32 0, i32 3
  store i8 %42, i8* %46, align 1
  %47 = load i32, i32* %2, align 4
  %48 = mul nsw i32 %47, 1000
  %49 = sub nsw i32 %48, 20000
  %50 = trunc i32 %49 to i16
  %51 = load i32, i32* %2, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %52
  %54 = getelementptr inbounds %struct.pixel, %struct.pixel* %53, i32 0, i32 4
  store i16 %50, i16* %54, align 4
  %55 = load i32, i32* %2, align 4
  %56 = mul i32 %55, 4099
  %57 = trunc i32 %56 to i16
  %58 = load i32, i32* %2, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %59
  %61 = getelementptr inbounds %struct.pixel, %struct.pixel* %60, i32 0, i32 5
  store i16 %57, i16* %61, align 2
  br label %62

62:                                               ; preds = %18
  %63 = load i32, i32* %2, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, i32* %2, align 4
  br label %15, !llvm.loop !2

65:                                               ; preds = %15
  store i32 0, i32* %3, align 4
  br label %66

66:                                               ; preds = %95, %65
  %67 = load i32, i32* %3, align 4
  %68 = icmp slt i32 %67, 20
  br i1 %68, label %69, label %98

69:                                               ; preds = %66
  store i32 0, i32* %4, align 4
  br label %70

70:                                               ; preds = %90, %69
  %71 = load i32, i32* %4, align 4
  %72 = icmp slt i32 %71, 40
  br i1 %72, label %73, label %93

73:                                               ; preds = %70
  %74 = load i32, i32* %1, align 4
  %75 = shl i32 %74, 13
  %76 = load i32, i32* %1, align 4
  %77 = xor i32 %76, %75
  store i32 %77, i32* %1, align 4
  %78 = load i32, i32* %1, align 4
  %79 = lshr i32 %78, 17
  %80 = load i32, i32* %1, align 4
  %81 = xor i32 %80, %79
  store i32 %81, i32* %1, align 4
  %82 = load i32, i32* %1, align 4
  %83 = shl i32 %82, 5
  %84 = load i32, i32* %1, align 4
  %85 = xor i32 %84, %83
  store i32 %85, i32* %1, align 4
  %86 = load i32, i32* %4, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %87
  %89 = load i32, i32* %1, align 4
  call void @step_pixel(%struct.pixel* noundef %88, i32 noundef %89) #3
  br label %90

90:                                               ; preds = %73
  %91 = load i32, i32* %4, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, i32* %4, align 4
  br label %70, !llvm.loop !4

93:                                               ; preds = %70
  %94 = call i32 @signed_sum(%struct.pixel* noundef getelementptr inbounds ([40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 0), i32 noundef 40) #3
  call void @mix(i32 noundef %94) #3
  br label %95

95:                                               ; preds = %93
  %96 = load i32, i32* %3, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, i32* %3, align 4
  br label %66, !llvm.loop !5

98:                                               ; preds = %66
  store i32 0, i32* %5, align 4
  br label %99

99:                                               ; preds = %171, %98
  %100 = load i32, i32* %5, align 4
  %101 = icmp slt i32 %100, 40
  br i1 %101, label %102, label %174

102:                                              ; preds = %99
  %103 = load i32, i32* %5, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %104
  %106 = call i32 @pack(%struct.pixel* noundef %105) #3
  store i32 %106, i32* %6, align 4
  %107 = load i32, i32* %5, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %108
  %110 = bitcast %struct.pixel* %7 to i8*
  %111 = bitcast %struct.pixel* %109 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 2 %110, i8* align 8 %111, i64 8, i1 false)
  %112 = load i32, i32* %6, align 4
  call void @unpack(%struct.pixel* noundef %7, i32 noundef %112) #3
  %113 = getelementptr inbounds %struct.pixel, %struct.pixel* %7, i32 0, i32 0
  %114 = load i8, i8* %113, align 2
  %115 = sext i8 %114 to i32
  %116 = load i32, i32* %5, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %117
  %119 = getelementptr inbounds %struct.pixel, %struct.pixel* %118, i32 0, i32 0
  %120 = load i8, i8* %119, align 8
  %121 = sext i8 %120 to i32
  %122 = icmp ne i32 %115, %121
  br i1 %122, label %156, label %123

123:                                              ; preds = %102
  %124 = getelementptr inbounds %struct.pixel, %struct.pixel* %7, i32 0, i32 1
  %125 = load i8, i8* %124, align 1
  %126 = zext i8 %125 to i32
  %127 = load i32, i32* %5, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %128
  %130 = getelementptr inbounds %struct.pixel, %struct.pixel* %129, i32 0, i32 1
  %131 = load i8, i8* %130, align 1
  %132 = zext i8 %131 to i32
  %133 = icmp ne i32 %126, %132
  br i1 %133, label %156, label %134

134:                                              ; preds = %123
  %135 = getelementptr inbounds %struct.pixel, %struct.pixel* %7, i32 0, i32 2
  %136 = load i8, i8* %135, align 2
  %137 = zext i8 %136 to i32
  %138 = load i32, i32* %5, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %139
  %141 = getelementptr inbounds %struct.pixel, %struct.pixel* %140, i32 0, i32 2
  %142 = load i8, i8* %141, align 2
  %143 = zext i8 %142 to i32
  %144 = icmp ne i32 %137, %143
  br i1 %144, label %156, label %145

145:                                              ; preds = %134
  %146 = getelementptr inbounds %struct.pixel, %struct.pixel* %7, i32 0, i32 3
  %147 = load i8, i8* %146, align 1
  %148 = zext i8 %147 to i32
  %149 = load i32, i32* %5, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %150
  %152 = getelementptr inbounds %struct.pixel, %struct.pixel* %151, i32 0, i32 3
  %153 = load i8, i8* %152, align 1
  %154 = zext i8 %153 to i32
  %155 = icmp ne i32 %148, %154
  br i1 %155, label %156, label %157

156:                                              ; preds = %145, %134, %123, %102
  call void @abort() #3
  br label %157

157:                                              ; preds = %156, %145
  %158 = load i32, i32* %6, align 4
  call void @mix(i32 noundef %158) #3
  %159 = load i32, i32* %5, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %160
  %162 = getelementptr inbounds %struct.pixel, %struct.pixel* %161, i32 0, i32 5
  %163 = load i16, i16* %162, align 2
  %164 = call i32 @popcount16(i16 noundef zeroext %163) #3
  call void @mix(i32 noundef %164) #3
  %165 = load i32, i32* %5, align 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i64 0, i64 %166
  %168 = getelementptr inbounds %struct.pixel, %struct.pixel* %167, i32 0, i32 4
  %169 = load i16, i16* %168, align 4
  %170 = sext i16 %169 to i32
  call void @mix(i32 noundef %170) #3
  br label %171

171:                                              ; preds = %157
  %172 = load i32, i32* %5, align 4
  %173 = add nsw i32 %172, 1
  store i32 %173, i32* %5, align 4
  br label %99, !llvm.loop !6

174:                                              ; preds = %99
  store i32 0, i32* %8, align 4
  br label %175

175:                                              ; preds = %240, %174
  %176 = load i32, i32* %8, align 4
  %177 = icmp slt i32 %176, 24
  br i1 %177, label %178, label %243

178:                                              ; preds = %175
  %179 = load i32, i32* %8, align 4
  %180 = and i32 %179, 7
  %181 = load i32, i32* %8, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i64 0, i64 %182
  %184 = bitcast %struct.packed_bits* %183 to i32*
  %185 = load i32, i32* %184, align 4
  %186 = and i32 %180, 7
  %187 = and i32 %185, -8
  %188 = or i32 %187, %186
  store i32 %188, i32* %184, align 4
  %189 = load i32, i32* %8, align 4
  %190 = srem i32 %189, 31
  %191 = sub nsw i32 %190, 15
  %192 = load i32, i32* %8, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i64 0, i64 %193
  %195 = bitcast %struct.packed_bits* %194 to i32*
  %196 = load i32, i32* %195, align 4
  %197 = and i32 %191, 31
  %198 = shl i32 %197, 3
  %199 = and i32 %196, -249
  %200 = or i32 %199, %198
  store i32 %200, i32* %195, align 4
  %201 = shl i32 %197, 27
  %202 = ashr i32 %201, 27
  %203 = load i32, i32* %8, align 4
  %204 = mul nsw i32 %203, 45
  %205 = and i32 %204, 255
  %206 = load i32, i32* %8, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i64 0, i64 %207
  %209 = bitcast %struct.packed_bits* %208 to i32*
  %210 = load i32, i32* %209, align 4
  %211 = and i32 %205, 255
  %212 = shl i32 %211, 8
  %213 = and i32 %210, -65281
  %214 = or i32 %213, %212
  store i32 %214, i32* %209, align 4
  %215 = load i32, i32* %8, align 4
  %216 = and i32 %215, 1
  %217 = load i32, i32* %8, align 4
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i64 0, i64 %218
  %220 = bitcast %struct.packed_bits* %219 to i32*
  %221 = load i32, i32* %220, align 4
  %222 = and i32 %216, 1
  %223 = shl i32 %222, 16
  %224 = and i32 %221, -65537
  %225 = or i32 %224, %223
  store i32 %225, i32* %220, align 4
  %226 = load i32, i32* %8, align 4
  %227 = mul nsw i32 %226, 170
  %228 = sub nsw i32 %227, 2000
  %229 = load i32, i32* %8, align 4
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i64 0, i64 %230
  %232 = bitcast %struct.packed_bits* %231 to i32*
  %233 = load i32, i32* %232, align 4
  %234 = and i32 %228, 4095
  %235 = shl i32 %234, 17
  %236 = and i32 %233, -536739841
  %237 = or i32 %236, %235
  store i32 %237, i32* %232, align 4
  %238 = shl i32 %234, 20
  %239 = ashr i32 %238, 20
  br label %240

240:                                              ; preds = %178
  %241 = load i32, i32* %8, align 4
  %242 = add nsw i32 %241, 1
  store i32 %242, i32* %8, align 4
  br label %175, !llvm.loop !7

243:                                              ; preds = %175
  store i32 0, i32* %9, align 4
  br label %244

244:                                              ; preds = %366, %243
  %245 = load i32, i32* %9, align 4
  %246 = icmp slt i32 %245, 20
  br i1 %246, label %247, label %369

247:                                              ; preds = %244
  store i32 0, i32* %10, align 4
  br label %248

248:                                              ; preds = %362, %247
  %249 = load i32, i32* %10, align 4
  %250 = icmp slt i32 %249, 24
  br i1 %250, label %251, label %365

251:                                              ; preds = %248
  %252 = load i32, i32* %10, align 4
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i64 0, i64 %253
  store %struct.packed_bits* %254, %struct.packed_bits** %11, align 8
  %255 = load %struct.packed_bits*, %struct.packed_bits** %11, align 8
  %256 = bitcast %struct.packed_bits* %255 to i32*
  %257 = load i32, i32* %256, align 4
  %258 = and i32 %257, 7
  %259 = add i32 %258, 3
  %260 = and i32 %259, 7
  %261 = load %struct.packed_bits*, %struct.packed_bits** %11, align 8
  %262 = bitcast %struct.packed_bits* %261 to i32*
  %263 = load i32, i32* %262, align 4
  %264 = and i32 %260, 7
  %265 = and i32 %263, -8
  %266 = or i32 %265, %264
  store i32 %266, i32* %262, align 4
  %267 = load %struct.packed_bits*, %struct.packed_bits** %11, align 8
  %268 = bitcast %struct.packed_bits* %267 to i32*
  %269 = load i32, i32* %268, align 4
  %270 = shl i32 %269, 24
  %271 = ashr i32 %270, 27
  %272 = load i32, i32* %9, align 4
  %273 = and i32 %272, 3
  %274 = add nsw i32 %271, %273
  %275 = sub nsw i32 %274, 1
  store i32 %275, i32* %12, align 4
  %276 = load i32, i32* %12, align 4
  %277 = icmp sgt i32 %276, 15
  br i1 %277, label %278, label %281

278:                                              ; preds = %251
  %279 = load i32, i32* %12, align 4
  %280 = sub nsw i32 %279, 32
  store i32 %280, i32* %12, align 4
  br label %281

281:                                              ; preds = %278, %251
  %282 = load i32, i32* %12, align 4
  %283 = icmp slt i32 %282, -16
  br i1 %283, label %284, label %287

284:                                              ; preds = %281
  %285 = load i32, i32* %12, align 4
  %286 = add nsw i32 %285, 32
  store i32 %286, i32* %12, align 4
  br label %287

287:                                              ; preds = %284, %281
  %288 = load i32, i32* %12, align 4
  %289 = load %struct.packed_bits*, %struct.packed_bits** %11, align 8
  %290 = bitcast %struct.packed_bits* %289 to i32*
  %291 = load i32, i32* %290, align 4
  %292 = and i32 %288, 31
  %293 = shl i32 %292, 3
  %294 = and i32 %291, -249
  %295 = or i32 %294, %293
  store i32 %295, i32* %290, align 4
  %296 = shl i32 %292, 27
  %297 = ashr i32 %296, 27
  %298 = load %struct.packed_bits*, %struct.packed_bits** %11, align 8
  %299 = bitcast %struct.packed_bits* %298 to i32*
  %300 = load i32, i32* %299, align 4
  %301 = lshr i32 %300, 8
  %302 = and i32 %301, 255
  %303 = mul i32 %302, 5
  %304 = add i32 %303, 1
  %305 = and i32 %304, 255
  %306 = load %struct.packed_bits*, %struct.packed_bits** %11, align 8
  %307 = bitcast %struct.packed_bits* %306 to i32*
  %308 = load i32, i32* %307, align 4
  %309 = and i32 %305, 255
  %310 = shl i32 %309, 8
  %311 = and i32 %308, -65281
  %312 = or i32 %311, %310
  store i32 %312, i32* %307, align 4
  %313 = load %struct.packed_bits*, %struct.packed_bits** %11, align 8
  %314 = bitcast %struct.packed_bits* %313 to i32*
  %315 = load i32, i32* %314, align 4
  %316 = lshr i32 %315, 16
  %317 = and i32 %316, 1
  %318 = icmp ne i32 %317, 0
  %319 = xor i1 %318, true
  %320 = zext i1 %319 to i32
  %321 = load %struct.packed_bits*, %struct.packed_bits** %11, align 8
  %322 = bitcast %struct.packed_bits* %321 to i32*
  %323 = load i32, i32* %322, align 4
  %324 = and i32 %320, 1
  %325 = shl i32 %324, 16
  %326 = and i32 %323, -65537
  %327 = or i32 %326, %325
  store i32 %327, i32* %322, align 4
  %328 = load %struct.packed_bits*, %struct.packed_bits** %11, align 8
  %329 = bitcast %struct.packed_bits* %328 to i32*
  %330 = load i32, i32* %329, align 4
  %331 = shl i32 %330, 3
  %332 = ashr i32 %331, 20
  %333 = load %struct.packed_bits*, %struct.packed_bits** %11, align 8
  %334 = bitcast %struct.packed_bits* %333 to i32*
  %335 = load i32, i32* %334, align 4
  %336 = shl i32 %335, 24
  %337 = ashr i32 %336, 27
  %338 = mul nsw i32 %337, 7
  %339 = add nsw i32 %332, %338
  store i32 %339, i32* %13, align 4
  %340 = load i32, i32* %13, align 4
  %341 = icmp sgt i32 %340, 2047
  br i1 %341, label %342, label %345

342:                                              ; preds = %287
  %343 = load i32, i32* %13, align 4
  %344 = sub nsw i32 %343, 4096
  store i32 %344, i32* %13, align 4
  br label %345

345:                                              ; preds = %342, %287
  %346 = load i32, i32* %13, align 4
  %347 = icmp slt i32 %346, -2048
  br i1 %347, label %348, label %351

348:                                              ; preds = %345
  %349 = load i32, i32* %13, align 4
  %350 = add nsw i32 %349, 4096
  store i32 %350, i32* %13, align 4
  br label %351

351:                                              ; preds = %348, %345
  %352 = load i32, i32* %13, align 4
  %353 = load %struct.packed_bits*, %struct.packed_bits** %11, align 8
  %354 = bitcast %struct.packed_bits* %353 to i32*
  %355 = load i32, i32* %354, align 4
  %356 = and i32 %352, 4095
  %357 = shl i32 %356, 17
  %358 = and i32 %355, -536739841
  %359 = or i32 %358, %357
  store i32 %359, i32* %354, align 4
  %360 = shl i32 %356, 20
  %361 = ashr i32 %360, 20
  br label %362

362:                                              ; preds = %351
  %363 = load i32, i32* %10, align 4
  %364 = add nsw i32 %363, 1
  store i32 %364, i32* %10, align 4
  br label %248, !llvm.loop !8

365:                                              ; preds = %248
  br label %366

366:                                              ; preds = %365
  %367 = load i32, i32* %9, align 4
  %368 = add nsw i32 %367, 1
  store i32 %368, i32* %9, align 4
  br label %244, !llvm.loop !9

369:                                              ; preds = %244
  store i32 0, i32* %14, align 4
  br label %370

370:                                              ; preds = %412, %369
  %371 = load i32, i32* %14, align 4
  %372 = icmp slt i32 %371, 24
  br i1 %372, label %373, label %415

373:                                              ; preds = %370
  %374 = load i32, i32* %14, align 4
  %375 = sext i32 %374 to i64
  %376 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i64 0, i64 %375
  %377 = bitcast %struct.packed_bits* %376 to i32*
  %378 = load i32, i32* %377, align 4
  %379 = and i32 %378, 7
  %380 = load i32, i32* %14, align 4
  %381 = sext i32 %380 to i64
  %382 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i64 0, i64 %381
  %383 = bitcast %struct.packed_bits* %382 to i32*
  %384 = load i32, i32* %383, align 4
  %385 = lshr i32 %384, 8
  %386 = and i32 %385, 255
  %387 = shl i32 %386, 3
  %388 = or i32 %379, %387
  %389 = load i32, i32* %14, align 4
  %390 = sext i32 %389 to i64
  %391 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i64 0, i64 %390
  %392 = bitcast %struct.packed_bits* %391 to i32*
  %393 = load i32, i32* %392, align 4
  %394 = lshr i32 %393, 16
  %395 = and i32 %394, 1
  %396 = shl i32 %395, 11
  %397 = or i32 %388, %396
  call void @mix(i32 noundef %397) #3
  %398 = load i32, i32* %14, align 4
  %399 = sext i32 %398 to i64
  %400 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i64 0, i64 %399
  %401 = bitcast %struct.packed_bits* %400 to i32*
  %402 = load i32, i32* %401, align 4
  %403 = shl i32 %402, 24
  %404 = ashr i32 %403, 27
  call void @mix(i32 noundef %404) #3
  %405 = load i32, i32* %14, align 4
  %406 = sext i32 %405 to i64
  %407 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i64 0, i64 %406
  %408 = bitcast %struct.packed_bits* %407 to i32*
  %409 = load i32, i32* %408, align 4
  %410 = shl i32 %409, 3
  %411 = ashr i32 %410, 20
  call void @mix(i32 noundef %411) #3
  br label %412

412:                                              ; preds = %373
  %413 = load i32, i32* %14, align 4
  %414 = add nsw i32 %413, 1
  store i32 %414, i32* %14, align 4
  br label %370, !llvm.loop !10

415:                                              ; preds = %370
  %416 = load i32, i32* @h, align 4
  %417 = and i32 %416, 2147483647
  ret i32 %417
}

; Function Attrs: noinline nounwind optnone
define internal void @step_pixel(%struct.pixel* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.pixel*, align 8
  %4 = alloca i32, align 4
  store %struct.pixel* %0, %struct.pixel** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.pixel*, %struct.pixel** %3, align 8
  %6 = getelementptr inbounds %struct.pixel, %struct.pixel* %5, i32 0, i32 0
  %7 = load i8, i8* %6, align 2
  %8 = sext i8 %7 to i32
  %9 = load i32, i32* %4, align 4
  %10 = and i32 %9, 255
  %11 = trunc i32 %10 to i8
  %12 = sext i8 %11 to i32
  %13 = add nsw i32 %8, %12
  %14 = trunc i32 %13 to i8
  %15 = load %struct.pixel*, %struct.pixel** %3, align 8
  %16 = getelementptr inbounds %struct.pixel, %struct.pixel* %15, i32 0, i32 0
  store i8 %14, i8* %16, align 2
  %17 = load %struct.pixel*, %struct.pixel** %3, align 8
  %18 = getelementptr inbounds %struct.pixel, %struct.pixel* %17, i32 0, i32 1
  %19 = load i8, i8* %18, align 1
  %20 = zext i8 %19 to i32
  %21 = add i32 %20, 37
  %22 = trunc i32 %21 to i8
  %23 = load %struct.pixel*, %struct.pixel** %3, align 8
  %24 = getelementptr inbounds %struct.pixel, %struct.pixel* %23, i32 0, i32 1
  store i8 %22, i8* %24, align 1
  %25 = load %struct.pixel*, %struct.pixel** %3, align 8
  %26 = getelementptr inbounds %struct.pixel, %struct.pixel* %25, i32 0, i32 2
  %27 = load i8, i8* %26, align 2
  %28 = zext i8 %27 to i32
  %29 = shl i32 %28, 1
  %30 = load %struct.pixel*, %struct.pixel** %3, align 8
  %31 = getelementptr inbounds %struct.pixel, %struct.pixel* %30, i32 0, i32 2
  %32 = load i8, i8* %31, align 2
  %33 = zext i8 %32 to i32
  %34 = ashr i32 %33, 7
  %35 = mul i32 %34, 27
  %36 = xor i32 %29, %35
  %37 = trunc i32 %36 to i8
  %38 = load %struct.pixel*, %struct.pixel** %3, align 8
  %39 = getelementptr inbounds %struct.pixel, %struct.pixel* %38, i32 0, i32 2
  store i8 %37, i8* %39, align 2
  %40 = load i32, i32* %4, align 4
  %41 = lshr i32 %40, 8
  %42 = trunc i32 %41 to i8
  %43 = zext i8 %42 to i32
  %44 = load %struct.pixel*, %struct.pixel** %3, align 8
  %45 = getelementptr inbounds %struct.pixel, %struct.pixel* %44, i32 0, i32 3
  %46 = load i8, i8* %45, align 1
  %47 = zext i8 %46 to i32
  %48 = xor i32 %47, %43
  %49 = trunc i32 %48 to i8
  store i8 %49, i8* %45, align 1
  %50 = load %struct.pixel*, %struct.pixel** %3, align 8
  %51 = getelementptr inbounds %struct.pixel, %struct.pixel* %50, i32 0, i32 4
  %52 = load i16, i16* %51, align 2
  %53 = sext i16 %52 to i32
  %54 = load i32, i32* %4, align 4
  %55 = lshr i32 %54, 12
  %56 = trunc i32 %55 to i16
  %57 = sext i16 %56 to i32
  %58 = sub nsw i32 %53, %57
  %59 = trunc i32 %58 to i16
  %60 = load %struct.pixel*, %struct.pixel** %3, align 8
  %61 = getelementptr inbounds %struct.pixel, %struct.pixel* %60, i32 0, i32 4
  store i16 %59, i16* %61, align 2
  %62 = load %struct.pixel*, %struct.pixel** %3, align 8
  %63 = getelementptr inbounds %struct.pixel, %struct.pixel* %62, i32 0, i32 5
  %64 = load i16, i16* %63, align 2
  %65 = zext i16 %64 to i32
  %66 = load i32, i32* %4, align 4
  %67 = urem i32 %66, 16
  %68 = shl i32 1, %67
  %69 = xor i32 %65, %68
  %70 = trunc i32 %69 to i16
  %71 = load %struct.pixel*, %struct.pixel** %3, align 8
  %72 = getelementptr inbounds %struct.pixel, %struct.pixel* %71, i32 0, i32 5
  store i16 %70, i16* %72, align 2
  %73 = load %struct.pixel*, %struct.pixel** %3, align 8
  %74 = getelementptr inbounds %struct.pixel, %struct.pixel* %73, i32 0, i32 0
  %75 = load i8, i8* %74, align 2
  %76 = sext i8 %75 to i32
  %77 = icmp slt i32 %76, 0
  br i1 %77, label %78, label %87

78:                                               ; preds = %2
  %79 = load %struct.pixel*, %struct.pixel** %3, align 8
  %80 = getelementptr inbounds %struct.pixel, %struct.pixel* %79, i32 0, i32 5
  %81 = load i16, i16* %80, align 2
  %82 = zext i16 %81 to i32
  %83 = or i32 %82, 32768
  %84 = trunc i32 %83 to i16
  %85 = load %struct.pixel*, %struct.pixel** %3, align 8
  %86 = getelementptr inbounds %struct.pixel, %struct.pixel* %85, i32 0, i32 5
  store i16 %84, i16* %86, align 2
  br label %96

87:                                               ; preds = %2
  %88 = load %struct.pixel*, %struct.pixel** %3, align 8
  %89 = getelementptr inbounds %struct.pixel, %struct.pixel* %88, i32 0, i32 5
  %90 = load i16, i16* %89, align 2
  %91 = zext i16 %90 to i32
  %92 = and i32 %91, 32767
  %93 = trunc i32 %92 to i16
  %94 = load %struct.pixel*, %struct.pixel** %3, align 8
  %95 = getelementptr inbounds %struct.pixel, %struct.pixel* %94, i32 0, i32 5
  store i16 %93, i16* %95, align 2
  br label %96

96:                                               ; preds = %87, %78
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @mix(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @h, align 4
  %4 = load i32, i32* %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, i32* @h, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @signed_sum(%struct.pixel* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.pixel*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.pixel* %0, %struct.pixel** %3, align 8
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %30, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %33

11:                                               ; preds = %7
  %12 = load %struct.pixel*, %struct.pixel** %3, align 8
  %13 = load i32, i32* %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds %struct.pixel, %struct.pixel* %12, i64 %14
  %16 = getelementptr inbounds %struct.pixel, %struct.pixel* %15, i32 0, i32 0
  %17 = load i8, i8* %16, align 2
  %18 = sext i8 %17 to i32
  %19 = mul nsw i32 %18, 3
  %20 = load %struct.pixel*, %struct.pixel** %3, align 8
  %21 = load i32, i32* %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds %struct.pixel, %struct.pixel* %20, i64 %22
  %24 = getelementptr inbounds %struct.pixel, %struct.pixel* %23, i32 0, i32 4
  %25 = load i16, i16* %24, align 2
  %26 = sext i16 %25 to i32
  %27 = add nsw i32 %19, %26
  %28 = load i32, i32* %5, align 4
  %29 = add nsw i32 %28, %27
  store i32 %29, i32* %5, align 4
  br label %30

30:                                               ; preds = %11
  %31 = load i32, i32* %6, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* %6, align 4
  br label %7, !llvm.loop !11

33:                                               ; preds = %7
  %34 = load i32, i32* %5, align 4
  ret i32 %34
}

; Function Attrs: noinline nounwind optnone
define internal i32 @pack(%struct.pixel* noundef %0) #0 {
  %2 = alloca %struct.pixel*, align 8
  store %struct.pixel* %0, %struct.pixel** %2, align 8
  %3 = load %struct.pixel*, %struct.pixel** %2, align 8
  %4 = getelementptr inbounds %struct.pixel, %struct.pixel* %3, i32 0, i32 1
  %5 = load i8, i8* %4, align 1
  %6 = zext i8 %5 to i32
  %7 = shl i32 %6, 24
  %8 = load %struct.pixel*, %struct.pixel** %2, align 8
  %9 = getelementptr inbounds %struct.pixel, %struct.pixel* %8, i32 0, i32 2
  %10 = load i8, i8* %9, align 2
  %11 = zext i8 %10 to i32
  %12 = shl i32 %11, 16
  %13 = or i32 %7, %12
  %14 = load %struct.pixel*, %struct.pixel** %2, align 8
  %15 = getelementptr inbounds %struct.pixel, %struct.pixel* %14, i32 0, i32 3
  %16 = load i8, i8* %15, align 1
  %17 = zext i8 %16 to i32
  %18 = shl i32 %17, 8
  %19 = or i32 %13, %18
  %20 = load %struct.pixel*, %struct.pixel** %2, align 8
  %21 = getelementptr inbounds %struct.pixel, %struct.pixel* %20, i32 0, i32 0
  %22 = load i8, i8* %21, align 2
  %23 = zext i8 %22 to i32
  %24 = or i32 %19, %23
  ret i32 %24
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal void @unpack(%struct.pixel* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.pixel*, align 8
  %4 = alloca i32, align 4
  store %struct.pixel* %0, %struct.pixel** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = lshr i32 %5, 24
  %7 = trunc i32 %6 to i8
  %8 = load %struct.pixel*, %struct.pixel** %3, align 8
  %9 = getelementptr inbounds %struct.pixel, %struct.pixel* %8, i32 0, i32 1
  store i8 %7, i8* %9, align 1
  %10 = load i32, i32* %4, align 4
  %11 = lshr i32 %10, 16
  %12 = trunc i32 %11 to i8
  %13 = load %struct.pixel*, %struct.pixel** %3, align 8
  %14 = getelementptr inbounds %struct.pixel, %struct.pixel* %13, i32 0, i32 2
  store i8 %12, i8* %14, align 2
  %15 = load i32, i32* %4, align 4
  %16 = lshr i32 %15, 8
  %17 = trunc i32 %16 to i8
  %18 = load %struct.pixel*, %struct.pixel** %3, align 8
  %19 = getelementptr inbounds %struct.pixel, %struct.pixel* %18, i32 0, i32 3
  store i8 %17, i8* %19, align 1
  %20 = load i32, i32* %4, align 4
  %21 = trunc i32 %20 to i8
  %22 = load %struct.pixel*, %struct.pixel** %3, align 8
  %23 = getelementptr inbounds %struct.pixel, %struct.pixel* %22, i32 0, i32 0
  store i8 %21, i8* %23, align 2
  ret void
}

declare dso_local void @abort() #2

; Function Attrs: noinline nounwind optnone
define internal i32 @popcount16(i16 noundef zeroext %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, i16* %2, align 2
  %3 = load i16, i16* %2, align 2
  %4 = zext i16 %3 to i32
  %5 = and i32 %4, 15
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i64 0, i64 %6
  %8 = load i8, i8* %7, align 1
  %9 = zext i8 %8 to i32
  %10 = load i16, i16* %2, align 2
  %11 = zext i16 %10 to i32
  %12 = ashr i32 %11, 4
  %13 = and i32 %12, 15
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i64 0, i64 %14
  %16 = load i8, i8* %15, align 1
  %17 = zext i8 %16 to i32
  %18 = add nsw i32 %9, %17
  %19 = load i16, i16* %2, align 2
  %20 = zext i16 %19 to i32
  %21 = ashr i32 %20, 8
  %22 = and i32 %21, 15
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i64 0, i64 %23
  %25 = load i8, i8* %24, align 1
  %26 = zext i8 %25 to i32
  %27 = add nsw i32 %18, %26
  %28 = load i16, i16* %2, align 2
  %29 = zext i16 %28 to i32
  %30 = ashr i32 %29, 12
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i64 0, i64 %31
  %33 = load i8, i8* %32, align 1
  %34 = zext i8 %33 to i32
  %35 = add nsw i32 %27, %34
  ret i32 %35
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
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
