; ModuleID = 'narrow_fields.c'
source_filename = "narrow_fields.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

%struct.pixel = type { i8, i8, i8, i8, i16, i16 }
%struct.packed_bits = type { i32 }

@px = internal global [40 x %struct.pixel] zeroinitializer, align 2
@pb = internal global [24 x %struct.packed_bits] zeroinitializer, align 4
@h = internal global i32 -2128831035, align 4
@popcount16.nib = internal constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 1

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
  %11 = alloca %struct.packed_bits*, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 19088743, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %15

15:                                               ; preds = %56, %0
  %16 = load i32, i32* %2, align 4
  %17 = icmp slt i32 %16, 40
  br i1 %17, label %18, label %59

18:                                               ; preds = %15
  %19 = load i32, i32* %2, align 4
  %20 = mul nsw i32 %19, 7
  %21 = sub nsw i32 %20, 100
  %22 = trunc i32 %21 to i8
  %23 = load i32, i32* %2, align 4
  %24 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %23
  %25 = getelementptr inbounds %struct.pixel, %struct.pixel* %24, i32 0, i32 0
  store i8 %22, i8* %25, align 2
  %26 = load i32, i32* %2, align 4
  %27 = mul nsw i32 %26, 13
  %28 = trunc i32 %27 to i8
  %29 = load i32, i32* %2, align 4
  %30 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %29
  %31 = getelementptr inbounds %struct.pixel, %struct.pixel* %30, i32 0, i32 1
  store i8 %28, i8* %31, align 1
  %32 = load i32, i32* %2, align 4
  %33 = sub nsw i32 255, %32
  %34 = trunc i32 %33 to i8
  %35 = load i32, i32* %2, align 4
  %36 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %35
  %37 = getelementptr inbounds %struct.pixel, %struct.pixel* %36, i32 0, i32 2
  store i8 %34, i8* %37, align 2
  %38 = load i32, i32* %2, align 4
  %39 = trunc i32 %38 to i8
  %40 = load i32, i32* %2, align 4
  %41 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %40
  %42 = getelementptr inbounds %struct.pixel, %struct.pixel* %41, i32 0, i32 3
  store i8 %39, i8* %42, align 1
  %43 = load i32, i32* %2, align 4
  %44 = mul nsw i32 %43, 1000
  %45 = sub nsw i32 %44, 20000
  %46 = trunc i32 %45 to i16
  %47 = load i32, i32* %2, align 4
  %48 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %47
  %49 = getelementptr inbounds %struct.pixel, %struct.pixel* %48, i32 0, i32 4
  store i16 %46, i16* %49, align 2
  %50 = load i32, i32* %2, align 4
  %51 = mul i32 %50, 4099
  %52 = trunc i32 %51 to i16
  %53 = load i32, i32* %2, align 4
  %54 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %53
  %55 = getelementptr inbounds %struct.pixel, %struct.pixel* %54, i32 0, i32 5
  store i16 %52, i16* %55, align 2
  br label %56

56:                                               ; preds = %18
  %57 = load i32, i32* %2, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, i32* %2, align 4
  br label %15, !llvm.loop !3

59:                                               ; preds = %15
  store i32 0, i32* %3, align 4
  br label %60

60:                                               ; preds = %88, %59
  %61 = load i32, i32* %3, align 4
  %62 = icmp slt i32 %61, 20
  br i1 %62, label %63, label %91

63:                                               ; preds = %60
  store i32 0, i32* %4, align 4
  br label %64

64:                                               ; preds = %83, %63
  %65 = load i32, i32* %4, align 4
  %66 = icmp slt i32 %65, 40
  br i1 %66, label %67, label %86

67:                                               ; preds = %64
  %68 = load i32, i32* %1, align 4
  %69 = shl i32 %68, 13
  %70 = load i32, i32* %1, align 4
  %71 = xor i32 %70, %69
  store i32 %71, i32* %1, align 4
  %72 = load i32, i32* %1, align 4
  %73 = lshr i32 %72, 17
  %74 = load i32, i32* %1, align 4
  %75 = xor i32 %74, %73
  store i32 %75, i32* %1, align 4
  %76 = load i32, i32* %1, align 4
  %77 = shl i32 %76, 5
  %78 = load i32, i32* %1, align 4
  %79 = xor i32 %78, %77
  store i32 %79, i32* %1, align 4
  %80 = load i32, i32* %4, align 4
  %81 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %80
  %82 = load i32, i32* %1, align 4
  call void @step_pixel(%struct.pixel* noundef %81, i32 noundef %82) #3
  br label %83

83:                                               ; preds = %67
  %84 = load i32, i32* %4, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, i32* %4, align 4
  br label %64, !llvm.loop !5

86:                                               ; preds = %64
  %87 = call i32 @signed_sum(%struct.pixel* noundef getelementptr inbounds ([40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 0), i32 noundef 40) #3
  call void @mix(i32 noundef %87) #3
  br label %88

88:                                               ; preds = %86
  %89 = load i32, i32* %3, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, i32* %3, align 4
  br label %60, !llvm.loop !6

91:                                               ; preds = %60
  store i32 0, i32* %5, align 4
  br label %92

92:                                               ; preds = %156, %91
  %93 = load i32, i32* %5, align 4
  %94 = icmp slt i32 %93, 40
  br i1 %94, label %95, label %159

95:                                               ; preds = %92
  %96 = load i32, i32* %5, align 4
  %97 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %96
  %98 = call i32 @pack(%struct.pixel* noundef %97) #3
  store i32 %98, i32* %6, align 4
  %99 = load i32, i32* %5, align 4
  %100 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %99
  %101 = bitcast %struct.pixel* %7 to i8*
  %102 = bitcast %struct.pixel* %100 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %101, i8* align 2 %102, i32 8, i1 false)
  %103 = load i32, i32* %6, align 4
  call void @unpack(%struct.pixel* noundef %7, i32 noundef %103) #3
  %104 = getelementptr inbounds %struct.pixel, %struct.pixel* %7, i32 0, i32 0
  %105 = load i8, i8* %104, align 2
  %106 = sext i8 %105 to i32
  %107 = load i32, i32* %5, align 4
  %108 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %107
  %109 = getelementptr inbounds %struct.pixel, %struct.pixel* %108, i32 0, i32 0
  %110 = load i8, i8* %109, align 2
  %111 = sext i8 %110 to i32
  %112 = icmp ne i32 %106, %111
  br i1 %112, label %143, label %113

113:                                              ; preds = %95
  %114 = getelementptr inbounds %struct.pixel, %struct.pixel* %7, i32 0, i32 1
  %115 = load i8, i8* %114, align 1
  %116 = zext i8 %115 to i32
  %117 = load i32, i32* %5, align 4
  %118 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %117
  %119 = getelementptr inbounds %struct.pixel, %struct.pixel* %118, i32 0, i32 1
  %120 = load i8, i8* %119, align 1
  %121 = zext i8 %120 to i32
  %122 = icmp ne i32 %116, %121
  br i1 %122, label %143, label %123

123:                                              ; preds = %113
  %124 = getelementptr inbounds %struct.pixel, %struct.pixel* %7, i32 0, i32 2
  %125 = load i8, i8* %124, align 2
  %126 = zext i8 %125 to i32
  %127 = load i32, i32* %5, align 4
  %128 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %127
  %129 = getelementptr inbounds %struct.pixel, %struct.pixel* %128, i32 0, i32 2
  %130 = load i8, i8* %129, align 2
  %131 = zext i8 %130 to i32
  %132 = icmp ne i32 %126, %131
  br i1 %132, label %143, label %133

133:                                              ; preds = %123
  %134 = getelementptr inbounds %struct.pixel, %struct.pixel* %7, i32 0, i32 3
  %135 = load i8, i8* %134, align 1
  %136 = zext i8 %135 to i32
  %137 = load i32, i32* %5, align 4
  %138 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %137
  %139 = getelementptr inbounds %struct.pixel, %struct.pixel* %138, i32 0, i32 3
  %140 = load i8, i8* %139, align 1
  %141 = zext i8 %140 to i32
  %142 = icmp ne i32 %136, %141
  br i1 %142, label %143, label %144

143:                                              ; preds = %133, %123, %113, %95
  call void @abort() #3
  br label %144

144:                                              ; preds = %143, %133
  %145 = load i32, i32* %6, align 4
  call void @mix(i32 noundef %145) #3
  %146 = load i32, i32* %5, align 4
  %147 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %146
  %148 = getelementptr inbounds %struct.pixel, %struct.pixel* %147, i32 0, i32 5
  %149 = load i16, i16* %148, align 2
  %150 = call i32 @popcount16(i16 noundef zeroext %149) #3
  call void @mix(i32 noundef %150) #3
  %151 = load i32, i32* %5, align 4
  %152 = getelementptr inbounds [40 x %struct.pixel], [40 x %struct.pixel]* @px, i32 0, i32 %151
  %153 = getelementptr inbounds %struct.pixel, %struct.pixel* %152, i32 0, i32 4
  %154 = load i16, i16* %153, align 2
  %155 = sext i16 %154 to i32
  call void @mix(i32 noundef %155) #3
  br label %156

156:                                              ; preds = %144
  %157 = load i32, i32* %5, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, i32* %5, align 4
  br label %92, !llvm.loop !7

159:                                              ; preds = %92
  store i32 0, i32* %8, align 4
  br label %160

160:                                              ; preds = %220, %159
  %161 = load i32, i32* %8, align 4
  %162 = icmp slt i32 %161, 24
  br i1 %162, label %163, label %223

163:                                              ; preds = %160
  %164 = load i32, i32* %8, align 4
  %165 = and i32 %164, 7
  %166 = load i32, i32* %8, align 4
  %167 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %166
  %168 = bitcast %struct.packed_bits* %167 to i32*
  %169 = load i32, i32* %168, align 4
  %170 = and i32 %165, 7
  %171 = and i32 %169, -8
  %172 = or i32 %171, %170
  store i32 %172, i32* %168, align 4
  %173 = load i32, i32* %8, align 4
  %174 = srem i32 %173, 31
  %175 = sub nsw i32 %174, 15
  %176 = load i32, i32* %8, align 4
  %177 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %176
  %178 = bitcast %struct.packed_bits* %177 to i32*
  %179 = load i32, i32* %178, align 4
  %180 = and i32 %175, 31
  %181 = shl i32 %180, 3
  %182 = and i32 %179, -249
  %183 = or i32 %182, %181
  store i32 %183, i32* %178, align 4
  %184 = shl i32 %180, 27
  %185 = ashr i32 %184, 27
  %186 = load i32, i32* %8, align 4
  %187 = mul nsw i32 %186, 45
  %188 = and i32 %187, 255
  %189 = load i32, i32* %8, align 4
  %190 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %189
  %191 = bitcast %struct.packed_bits* %190 to i32*
  %192 = load i32, i32* %191, align 4
  %193 = and i32 %188, 255
  %194 = shl i32 %193, 8
  %195 = and i32 %192, -65281
  %196 = or i32 %195, %194
  store i32 %196, i32* %191, align 4
  %197 = load i32, i32* %8, align 4
  %198 = and i32 %197, 1
  %199 = load i32, i32* %8, align 4
  %200 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %199
  %201 = bitcast %struct.packed_bits* %200 to i32*
  %202 = load i32, i32* %201, align 4
  %203 = and i32 %198, 1
  %204 = shl i32 %203, 16
  %205 = and i32 %202, -65537
  %206 = or i32 %205, %204
  store i32 %206, i32* %201, align 4
  %207 = load i32, i32* %8, align 4
  %208 = mul nsw i32 %207, 170
  %209 = sub nsw i32 %208, 2000
  %210 = load i32, i32* %8, align 4
  %211 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %210
  %212 = bitcast %struct.packed_bits* %211 to i32*
  %213 = load i32, i32* %212, align 4
  %214 = and i32 %209, 4095
  %215 = shl i32 %214, 17
  %216 = and i32 %213, -536739841
  %217 = or i32 %216, %215
  store i32 %217, i32* %212, align 4
  %218 = shl i32 %214, 20
  %219 = ashr i32 %218, 20
  br label %220

220:                                              ; preds = %163
  %221 = load i32, i32* %8, align 4
  %222 = add nsw i32 %221, 1
  store i32 %222, i32* %8, align 4
  br label %160, !llvm.loop !8

223:                                              ; preds = %160
  store i32 0, i32* %9, align 4
  br label %224

224:                                              ; preds = %345, %223
  %225 = load i32, i32* %9, align 4
  %226 = icmp slt i32 %225, 20
  br i1 %226, label %227, label %348

227:                                              ; preds = %224
  store i32 0, i32* %10, align 4
  br label %228

228:                                              ; preds = %341, %227
  %229 = load i32, i32* %10, align 4
  %230 = icmp slt i32 %229, 24
  br i1 %230, label %231, label %344

231:                                              ; preds = %228
  %232 = load i32, i32* %10, align 4
  %233 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %232
  store %struct.packed_bits* %233, %struct.packed_bits** %11, align 4
  %234 = load %struct.packed_bits*, %struct.packed_bits** %11, align 4
  %235 = bitcast %struct.packed_bits* %234 to i32*
  %236 = load i32, i32* %235, align 4
  %237 = and i32 %236, 7
  %238 = add i32 %237, 3
  %239 = and i32 %238, 7
  %240 = load %struct.packed_bits*, %struct.packed_bits** %11, align 4
  %241 = bitcast %struct.packed_bits* %240 to i32*
  %242 = load i32, i32* %241, align 4
  %243 = and i32 %239, 7
  %244 = and i32 %242, -8
  %245 = or i32 %244, %243
  store i32 %245, i32* %241, align 4
  %246 = load %struct.packed_bits*, %struct.packed_bits** %11, align 4
  %247 = bitcast %struct.packed_bits* %246 to i32*
  %248 = load i32, i32* %247, align 4
  %249 = shl i32 %248, 24
  %250 = ashr i32 %249, 27
  %251 = load i32, i32* %9, align 4
  %252 = and i32 %251, 3
  %253 = add nsw i32 %250, %252
  %254 = sub nsw i32 %253, 1
  store i32 %254, i32* %12, align 4
  %255 = load i32, i32* %12, align 4
  %256 = icmp sgt i32 %255, 15
  br i1 %256, label %257, label %260

257:                                              ; preds = %231
  %258 = load i32, i32* %12, align 4
  %259 = sub nsw i32 %258, 32
  store i32 %259, i32* %12, align 4
  br label %260

260:                                              ; preds = %257, %231
  %261 = load i32, i32* %12, align 4
  %262 = icmp slt i32 %261, -16
  br i1 %262, label %263, label %266

263:                                              ; preds = %260
  %264 = load i32, i32* %12, align 4
  %265 = add nsw i32 %264, 32
  store i32 %265, i32* %12, align 4
  br label %266

266:                                              ; preds = %263, %260
  %267 = load i32, i32* %12, align 4
  %268 = load %struct.packed_bits*, %struct.packed_bits** %11, align 4
  %269 = bitcast %struct.packed_bits* %268 to i32*
  %270 = load i32, i32* %269, align 4
  %271 = and i32 %267, 31
  %272 = shl i32 %271, 3
  %273 = and i32 %270, -249
  %274 = or i32 %273, %272
  store i32 %274, i32* %269, align 4
  %275 = shl i32 %271, 27
  %276 = ashr i32 %275, 27
  %277 = load %struct.packed_bits*, %struct.packed_bits** %11, align 4
  %278 = bitcast %struct.packed_bits* %277 to i32*
  %279 = load i32, i32* %278, align 4
  %280 = lshr i32 %279, 8
  %281 = and i32 %280, 255
  %282 = mul i32 %281, 5
  %283 = add i32 %282, 1
  %284 = and i32 %283, 255
  %285 = load %struct.packed_bits*, %struct.packed_bits** %11, align 4
  %286 = bitcast %struct.packed_bits* %285 to i32*
  %287 = load i32, i32* %286, align 4
  %288 = and i32 %284, 255
  %289 = shl i32 %288, 8
  %290 = and i32 %287, -65281
  %291 = or i32 %290, %289
  store i32 %291, i32* %286, align 4
  %292 = load %struct.packed_bits*, %struct.packed_bits** %11, align 4
  %293 = bitcast %struct.packed_bits* %292 to i32*
  %294 = load i32, i32* %293, align 4
  %295 = lshr i32 %294, 16
  %296 = and i32 %295, 1
  %297 = icmp ne i32 %296, 0
  %298 = xor i1 %297, true
  %299 = zext i1 %298 to i32
  %300 = load %struct.packed_bits*, %struct.packed_bits** %11, align 4
  %301 = bitcast %struct.packed_bits* %300 to i32*
  %302 = load i32, i32* %301, align 4
  %303 = and i32 %299, 1
  %304 = shl i32 %303, 16
  %305 = and i32 %302, -65537
  %306 = or i32 %305, %304
  store i32 %306, i32* %301, align 4
  %307 = load %struct.packed_bits*, %struct.packed_bits** %11, align 4
  %308 = bitcast %struct.packed_bits* %307 to i32*
  %309 = load i32, i32* %308, align 4
  %310 = shl i32 %309, 3
  %311 = ashr i32 %310, 20
  %312 = load %struct.packed_bits*, %struct.packed_bits** %11, align 4
  %313 = bitcast %struct.packed_bits* %312 to i32*
  %314 = load i32, i32* %313, align 4
  %315 = shl i32 %314, 24
  %316 = ashr i32 %315, 27
  %317 = mul nsw i32 %316, 7
  %318 = add nsw i32 %311, %317
  store i32 %318, i32* %13, align 4
  %319 = load i32, i32* %13, align 4
  %320 = icmp sgt i32 %319, 2047
  br i1 %320, label %321, label %324

321:                                              ; preds = %266
  %322 = load i32, i32* %13, align 4
  %323 = sub nsw i32 %322, 4096
  store i32 %323, i32* %13, align 4
  br label %324

324:                                              ; preds = %321, %266
  %325 = load i32, i32* %13, align 4
  %326 = icmp slt i32 %325, -2048
  br i1 %326, label %327, label %330

327:                                              ; preds = %324
  %328 = load i32, i32* %13, align 4
  %329 = add nsw i32 %328, 4096
  store i32 %329, i32* %13, align 4
  br label %330

330:                                              ; preds = %327, %324
  %331 = load i32, i32* %13, align 4
  %332 = load %struct.packed_bits*, %struct.packed_bits** %11, align 4
  %333 = bitcast %struct.packed_bits* %332 to i32*
  %334 = load i32, i32* %333, align 4
  %335 = and i32 %331, 4095
  %336 = shl i32 %335, 17
  %337 = and i32 %334, -536739841
  %338 = or i32 %337, %336
  store i32 %338, i32* %333, align 4
  %339 = shl i32 %335, 20
  %340 = ashr i32 %339, 20
  br label %341

341:                                              ; preds = %330
  %342 = load i32, i32* %10, align 4
  %343 = add nsw i32 %342, 1
  store i32 %343, i32* %10, align 4
  br label %228, !llvm.loop !9

344:                                              ; preds = %228
  br label %345

345:                                              ; preds = %344
  %346 = load i32, i32* %9, align 4
  %347 = add nsw i32 %346, 1
  store i32 %347, i32* %9, align 4
  br label %224, !llvm.loop !10

348:                                              ; preds = %224
  store i32 0, i32* %14, align 4
  br label %349

349:                                              ; preds = %386, %348
  %350 = load i32, i32* %14, align 4
  %351 = icmp slt i32 %350, 24
  br i1 %351, label %352, label %389

352:                                              ; preds = %349
  %353 = load i32, i32* %14, align 4
  %354 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %353
  %355 = bitcast %struct.packed_bits* %354 to i32*
  %356 = load i32, i32* %355, align 4
  %357 = and i32 %356, 7
  %358 = load i32, i32* %14, align 4
  %359 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %358
  %360 = bitcast %struct.packed_bits* %359 to i32*
  %361 = load i32, i32* %360, align 4
  %362 = lshr i32 %361, 8
  %363 = and i32 %362, 255
  %364 = shl i32 %363, 3
  %365 = or i32 %357, %364
  %366 = load i32, i32* %14, align 4
  %367 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %366
  %368 = bitcast %struct.packed_bits* %367 to i32*
  %369 = load i32, i32* %368, align 4
  %370 = lshr i32 %369, 16
  %371 = and i32 %370, 1
  %372 = shl i32 %371, 11
  %373 = or i32 %365, %372
  call void @mix(i32 noundef %373) #3
  %374 = load i32, i32* %14, align 4
  %375 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %374
  %376 = bitcast %struct.packed_bits* %375 to i32*
  %377 = load i32, i32* %376, align 4
  %378 = shl i32 %377, 24
  %379 = ashr i32 %378, 27
  call void @mix(i32 noundef %379) #3
  %380 = load i32, i32* %14, align 4
  %381 = getelementptr inbounds [24 x %struct.packed_bits], [24 x %struct.packed_bits]* @pb, i32 0, i32 %380
  %382 = bitcast %struct.packed_bits* %381 to i32*
  %383 = load i32, i32* %382, align 4
  %384 = shl i32 %383, 3
  %385 = ashr i32 %384, 20
  call void @mix(i32 noundef %385) #3
  br label %386

386:                                              ; preds = %352
  %387 = load i32, i32* %14, align 4
  %388 = add nsw i32 %387, 1
  store i32 %388, i32* %14, align 4
  br label %349, !llvm.loop !11

389:                                              ; preds = %349
  %390 = load i32, i32* @h, align 4
  %391 = and i32 %390, 2147483647
  ret i32 %391
}

; Function Attrs: noinline nounwind optnone
define internal void @step_pixel(%struct.pixel* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.pixel*, align 4
  %4 = alloca i32, align 4
  store %struct.pixel* %0, %struct.pixel** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.pixel*, %struct.pixel** %3, align 4
  %6 = getelementptr inbounds %struct.pixel, %struct.pixel* %5, i32 0, i32 0
  %7 = load i8, i8* %6, align 2
  %8 = sext i8 %7 to i32
  %9 = load i32, i32* %4, align 4
  %10 = and i32 %9, 255
  %11 = trunc i32 %10 to i8
  %12 = sext i8 %11 to i32
  %13 = add nsw i32 %8, %12
  %14 = trunc i32 %13 to i8
  %15 = load %struct.pixel*, %struct.pixel** %3, align 4
  %16 = getelementptr inbounds %struct.pixel, %struct.pixel* %15, i32 0, i32 0
  store i8 %14, i8* %16, align 2
  %17 = load %struct.pixel*, %struct.pixel** %3, align 4
  %18 = getelementptr inbounds %struct.pixel, %struct.pixel* %17, i32 0, i32 1
  %19 = load i8, i8* %18, align 1
  %20 = zext i8 %19 to i32
  %21 = add i32 %20, 37
  %22 = trunc i32 %21 to i8
  %23 = load %struct.pixel*, %struct.pixel** %3, align 4
  %24 = getelementptr inbounds %struct.pixel, %struct.pixel* %23, i32 0, i32 1
  store i8 %22, i8* %24, align 1
  %25 = load %struct.pixel*, %struct.pixel** %3, align 4
  %26 = getelementptr inbounds %struct.pixel, %struct.pixel* %25, i32 0, i32 2
  %27 = load i8, i8* %26, align 2
  %28 = zext i8 %27 to i32
  %29 = shl i32 %28, 1
  %30 = load %struct.pixel*, %struct.pixel** %3, align 4
  %31 = getelementptr inbounds %struct.pixel, %struct.pixel* %30, i32 0, i32 2
  %32 = load i8, i8* %31, align 2
  %33 = zext i8 %32 to i32
  %34 = ashr i32 %33, 7
  %35 = mul i32 %34, 27
  %36 = xor i32 %29, %35
  %37 = trunc i32 %36 to i8
  %38 = load %struct.pixel*, %struct.pixel** %3, align 4
  %39 = getelementptr inbounds %struct.pixel, %struct.pixel* %38, i32 0, i32 2
  store i8 %37, i8* %39, align 2
  %40 = load i32, i32* %4, align 4
  %41 = lshr i32 %40, 8
  %42 = trunc i32 %41 to i8
  %43 = zext i8 %42 to i32
  %44 = load %struct.pixel*, %struct.pixel** %3, align 4
  %45 = getelementptr inbounds %struct.pixel, %struct.pixel* %44, i32 0, i32 3
  %46 = load i8, i8* %45, align 1
  %47 = zext i8 %46 to i32
  %48 = xor i32 %47, %43
  %49 = trunc i32 %48 to i8
  store i8 %49, i8* %45, align 1
  %50 = load %struct.pixel*, %struct.pixel** %3, align 4
  %51 = getelementptr inbounds %struct.pixel, %struct.pixel* %50, i32 0, i32 4
  %52 = load i16, i16* %51, align 2
  %53 = sext i16 %52 to i32
  %54 = load i32, i32* %4, align 4
  %55 = lshr i32 %54, 12
  %56 = trunc i32 %55 to i16
  %57 = sext i16 %56 to i32
  %58 = sub nsw i32 %53, %57
  %59 = trunc i32 %58 to i16
  %60 = load %struct.pixel*, %struct.pixel** %3, align 4
  %61 = getelementptr inbounds %struct.pixel, %struct.pixel* %60, i32 0, i32 4
  store i16 %59, i16* %61, align 2
  %62 = load %struct.pixel*, %struct.pixel** %3, align 4
  %63 = getelementptr inbounds %struct.pixel, %struct.pixel* %62, i32 0, i32 5
  %64 = load i16, i16* %63, align 2
  %65 = zext i16 %64 to i32
  %66 = load i32, i32* %4, align 4
  %67 = urem i32 %66, 16
  %68 = shl i32 1, %67
  %69 = xor i32 %65, %68
  %70 = trunc i32 %69 to i16
  %71 = load %struct.pixel*, %struct.pixel** %3, align 4
  %72 = getelementptr inbounds %struct.pixel, %struct.pixel* %71, i32 0, i32 5
  store i16 %70, i16* %72, align 2
  %73 = load %struct.pixel*, %struct.pixel** %3, align 4
  %74 = getelementptr inbounds %struct.pixel, %struct.pixel* %73, i32 0, i32 0
  %75 = load i8, i8* %74, align 2
  %76 = sext i8 %75 to i32
  %77 = icmp slt i32 %76, 0
  br i1 %77, label %78, label %87

78:                                               ; preds = %2
  %79 = load %struct.pixel*, %struct.pixel** %3, align 4
  %80 = getelementptr inbounds %struct.pixel, %struct.pixel* %79, i32 0, i32 5
  %81 = load i16, i16* %80, align 2
  %82 = zext i16 %81 to i32
  %83 = or i32 %82, 32768
  %84 = trunc i32 %83 to i16
  %85 = load %struct.pixel*, %struct.pixel** %3, align 4
  %86 = getelementptr inbounds %struct.pixel, %struct.pixel* %85, i32 0, i32 5
  store i16 %84, i16* %86, align 2
  br label %96

87:                                               ; preds = %2
  %88 = load %struct.pixel*, %struct.pixel** %3, align 4
  %89 = getelementptr inbounds %struct.pixel, %struct.pixel* %88, i32 0, i32 5
  %90 = load i16, i16* %89, align 2
  %91 = zext i16 %90 to i32
  %92 = and i32 %91, 32767
  %93 = trunc i32 %92 to i16
  %94 = load %struct.pixel*, %struct.pixel** %3, align 4
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
  %3 = alloca %struct.pixel*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.pixel* %0, %struct.pixel** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %28, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %31

11:                                               ; preds = %7
  %12 = load %struct.pixel*, %struct.pixel** %3, align 4
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds %struct.pixel, %struct.pixel* %12, i32 %13
  %15 = getelementptr inbounds %struct.pixel, %struct.pixel* %14, i32 0, i32 0
  %16 = load i8, i8* %15, align 2
  %17 = sext i8 %16 to i32
  %18 = mul nsw i32 %17, 3
  %19 = load %struct.pixel*, %struct.pixel** %3, align 4
  %20 = load i32, i32* %6, align 4
  %21 = getelementptr inbounds %struct.pixel, %struct.pixel* %19, i32 %20
  %22 = getelementptr inbounds %struct.pixel, %struct.pixel* %21, i32 0, i32 4
  %23 = load i16, i16* %22, align 2
  %24 = sext i16 %23 to i32
  %25 = add nsw i32 %18, %24
  %26 = load i32, i32* %5, align 4
  %27 = add nsw i32 %26, %25
  store i32 %27, i32* %5, align 4
  br label %28

28:                                               ; preds = %11
  %29 = load i32, i32* %6, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %6, align 4
  br label %7, !llvm.loop !12

31:                                               ; preds = %7
  %32 = load i32, i32* %5, align 4
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone
define internal i32 @pack(%struct.pixel* noundef %0) #0 {
  %2 = alloca %struct.pixel*, align 4
  store %struct.pixel* %0, %struct.pixel** %2, align 4
  %3 = load %struct.pixel*, %struct.pixel** %2, align 4
  %4 = getelementptr inbounds %struct.pixel, %struct.pixel* %3, i32 0, i32 1
  %5 = load i8, i8* %4, align 1
  %6 = zext i8 %5 to i32
  %7 = shl i32 %6, 24
  %8 = load %struct.pixel*, %struct.pixel** %2, align 4
  %9 = getelementptr inbounds %struct.pixel, %struct.pixel* %8, i32 0, i32 2
  %10 = load i8, i8* %9, align 2
  %11 = zext i8 %10 to i32
  %12 = shl i32 %11, 16
  %13 = or i32 %7, %12
  %14 = load %struct.pixel*, %struct.pixel** %2, align 4
  %15 = getelementptr inbounds %struct.pixel, %struct.pixel* %14, i32 0, i32 3
  %16 = load i8, i8* %15, align 1
  %17 = zext i8 %16 to i32
  %18 = shl i32 %17, 8
  %19 = or i32 %13, %18
  %20 = load %struct.pixel*, %struct.pixel** %2, align 4
  %21 = getelementptr inbounds %struct.pixel, %struct.pixel* %20, i32 0, i32 0
  %22 = load i8, i8* %21, align 2
  %23 = zext i8 %22 to i32
  %24 = or i32 %19, %23
  ret i32 %24
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone
define internal void @unpack(%struct.pixel* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.pixel*, align 4
  %4 = alloca i32, align 4
  store %struct.pixel* %0, %struct.pixel** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = lshr i32 %5, 24
  %7 = trunc i32 %6 to i8
  %8 = load %struct.pixel*, %struct.pixel** %3, align 4
  %9 = getelementptr inbounds %struct.pixel, %struct.pixel* %8, i32 0, i32 1
  store i8 %7, i8* %9, align 1
  %10 = load i32, i32* %4, align 4
  %11 = lshr i32 %10, 16
  %12 = trunc i32 %11 to i8
  %13 = load %struct.pixel*, %struct.pixel** %3, align 4
  %14 = getelementptr inbounds %struct.pixel, %struct.pixel* %13, i32 0, i32 2
  store i8 %12, i8* %14, align 2
  %15 = load i32, i32* %4, align 4
  %16 = lshr i32 %15, 8
  %17 = trunc i32 %16 to i8
  %18 = load %struct.pixel*, %struct.pixel** %3, align 4
  %19 = getelementptr inbounds %struct.pixel, %struct.pixel* %18, i32 0, i32 3
  store i8 %17, i8* %19, align 1
  %20 = load i32, i32* %4, align 4
  %21 = trunc i32 %20 to i8
  %22 = load %struct.pixel*, %struct.pixel** %3, align 4
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
  %6 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %5
  %7 = load i8, i8* %6, align 1
  %8 = zext i8 %7 to i32
  %9 = load i16, i16* %2, align 2
  %10 = zext i16 %9 to i32
  %11 = ashr i32 %10, 4
  %12 = and i32 %11, 15
  %13 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %12
  %14 = load i8, i8* %13, align 1
  %15 = zext i8 %14 to i32
  %16 = add nsw i32 %8, %15
  %17 = load i16, i16* %2, align 2
  %18 = zext i16 %17 to i32
  %19 = ashr i32 %18, 8
  %20 = and i32 %19, 15
  %21 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %20
  %22 = load i8, i8* %21, align 1
  %23 = zext i8 %22 to i32
  %24 = add nsw i32 %16, %23
  %25 = load i16, i16* %2, align 2
  %26 = zext i16 %25 to i32
  %27 = ashr i32 %26, 12
  %28 = getelementptr inbounds [16 x i8], [16 x i8]* @popcount16.nib, i32 0, i32 %27
  %29 = load i8, i8* %28, align 1
  %30 = zext i8 %29 to i32
  %31 = add nsw i32 %24, %30
  ret i32 %31
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.mustprogress"}
!5 = distinct !{!5, !4}
!6 = distinct !{!6, !4}
!7 = distinct !{!7, !4}
!8 = distinct !{!8, !4}
!9 = distinct !{!9, !4}
!10 = distinct !{!10, !4}
!11 = distinct !{!11, !4}
!12 = distinct !{!12, !4}
