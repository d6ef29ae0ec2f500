; ModuleID = 'recursion.c'
source_filename = "recursion.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@peg_load = internal unnamed_addr global [3 x i32] zeroinitializer, align 4
@moves = internal unnamed_addr global i32 0, align 4
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @ackermann(i32 noundef 0, i32 noundef 0) #4
  %2 = load i32, i32* @h, align 4, !tbaa !7
  %3 = xor i32 %2, %1
  %4 = mul i32 %3, 16777619
  %5 = tail call fastcc i32 @ackermann(i32 noundef 0, i32 noundef 1) #4
  %6 = xor i32 %4, %5
  %7 = mul i32 %6, 16777619
  %8 = tail call fastcc i32 @ackermann(i32 noundef 0, i32 noundef 2) #4
  %9 = xor i32 %7, %8
  %10 = mul i32 %9, 16777619
  %11 = tail call fastcc i32 @ackermann(i32 noundef 0, i32 noundef 3) #4
  %12 = xor i32 %10, %11
  %13 = mul i32 %12, 16777619
  %14 = tail call fastcc i32 @ackermann(i32 noundef 0, i32 noundef 4) #4
  %15 = xor i32 %13, %14
  %16 = mul i32 %15, 16777619
  %17 = tail call fastcc i32 @ackermann(i32 noundef 1, i32 noundef 0) #4
  %18 = xor i32 %16, %17
  %19 = mul i32 %18, 16777619
  %20 = tail call fastcc i32 @ackermann(i32 noundef 1, i32 noundef 1) #4
  %21 = xor i32 %19, %20
  %22 = mul i32 %21, 16777619
  %23 = tail call fastcc i32 @ackermann(i32 noundef 1, i32 noundef 2) #4
  %24 = xor i32 %22, %23
  %25 = mul i32 %24, 16777619
  %26 = tail call fastcc i32 @ackermann(i32 noundef 1, i32 noundef 3) #4
  %27 = xor i32 %25, %26
  %28 = mul i32 %27, 16777619
  %29 = tail call fastcc i32 @ackermann(i32 noundef 1, i32 noundef 4) #4
  %30 = xor i32 %28, %29
  %31 = mul i32 %30, 16777619
  %32 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 0) #4
  %33 = xor i32 %31, %32
  %34 = mul i32 %33, 16777619
  %35 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 1) #4
  %36 = xor i32 %34, %35
  %37 = mul i32 %36, 16777619
  %38 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 2) #4
  %39 = xor i32 %37, %38
  %40 = mul i32 %39, 16777619
  %41 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 3) #4
  %42 = xor i32 %40, %41
  %43 = mul i32 %42, 16777619
  %44 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 4) #4
  %45 = xor i32 %43, %44
  %46 = mul i32 %45, 16777619
  %47 = tail call fastcc i32 @ackermann(i32 noundef 3, i32 noundef 2) #4
  %48 = xor i32 %46, %47
  %49 = mul i32 %48, 16777619
  store i32 %49, i32* @h, align 4, !tbaa !7
  %50 = icmp eq i32 %47, 29
  br i1 %50, label %53, label %51

51:                                               ; preds = %0
  tail call void @abort() #5
  %52 = load i32, i32* @h, align 4, !tbaa !7
  br label %53

53:                                               ; preds = %51, %0
  %54 = phi i32 [ %52, %51 ], [ %49, %0 ]
  %55 = tail call fastcc i32 @fib(i32 noundef 0) #4
  %56 = xor i32 %54, %55
  %57 = mul i32 %56, 16777619
  %58 = tail call fastcc i32 @fib(i32 noundef 4) #4
  %59 = xor i32 %57, %58
  %60 = mul i32 %59, 16777619
  %61 = tail call fastcc i32 @fib(i32 noundef 8) #4
  %62 = xor i32 %60, %61
  %63 = mul i32 %62, 16777619
  %64 = tail call fastcc i32 @fib(i32 noundef 12) #4
  %65 = xor i32 %63, %64
  %66 = mul i32 %65, 16777619
  %67 = tail call fastcc i32 @fib(i32 noundef 16) #4
  %68 = xor i32 %66, %67
  %69 = mul i32 %68, 16777619
  store i32 %69, i32* @h, align 4, !tbaa !7
  %70 = icmp eq i32 %67, 987
  br i1 %70, label %71, label %73

71:                                               ; preds = %73, %53
  %72 = phi i32 [ %69, %53 ], [ %74, %73 ]
  br label %81

73:                                               ; preds = %53
  tail call void @abort() #5
  %74 = load i32, i32* @h, align 4, !tbaa !7
  br label %71

75:                                               ; preds = %279
  store i32 %282, i32* @h, align 4, !tbaa !7
  store i32 9, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @peg_load, i32 0, i32 0), align 4, !tbaa !7
  tail call fastcc void @hanoi(i32 noundef 9, i32 noundef 0, i32 noundef 2, i32 noundef 1) #4
  %76 = load i32, i32* @moves, align 4, !tbaa !7
  %77 = icmp ne i32 %76, 511
  %78 = load i32, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @peg_load, i32 0, i32 2), align 4
  %79 = icmp ne i32 %78, 9
  %80 = select i1 %77, i1 true, i1 %79
  br i1 %80, label %285, label %287

81:                                               ; preds = %71, %279
  %82 = phi i32 [ %283, %279 ], [ 1, %71 ]
  %83 = phi i32 [ %282, %279 ], [ %72, %71 ]
  %84 = mul nuw nsw i32 %82, 7
  br label %85

85:                                               ; preds = %96, %81
  %86 = phi i32 [ 3, %81 ], [ %97, %96 ]
  %87 = phi i32 [ %84, %81 ], [ %94, %96 ]
  %88 = urem i32 %87, %86
  %89 = icmp eq i32 %88, 0
  br i1 %89, label %99, label %90

90:                                               ; preds = %85
  %91 = urem i32 %86, %88
  %92 = icmp eq i32 %91, 0
  br i1 %92, label %99, label %93

93:                                               ; preds = %90
  %94 = urem i32 %88, %91
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %99, label %96

96:                                               ; preds = %93
  %97 = urem i32 %91, %94
  %98 = icmp eq i32 %97, 0
  br i1 %98, label %99, label %85

99:                                               ; preds = %96, %93, %90, %85
  %100 = phi i32 [ %86, %85 ], [ %88, %90 ], [ %91, %93 ], [ %94, %96 ]
  %101 = xor i32 %83, %100
  %102 = mul i32 %101, 16777619
  br label %103

103:                                              ; preds = %114, %99
  %104 = phi i32 [ 90, %99 ], [ %115, %114 ]
  %105 = phi i32 [ %84, %99 ], [ %112, %114 ]
  %106 = urem i32 %105, %104
  %107 = icmp eq i32 %106, 0
  br i1 %107, label %117, label %108

108:                                              ; preds = %103
  %109 = urem i32 %104, %106
  %110 = icmp eq i32 %109, 0
  br i1 %110, label %117, label %111

111:                                              ; preds = %108
  %112 = urem i32 %106, %109
  %113 = icmp eq i32 %112, 0
  br i1 %113, label %117, label %114

114:                                              ; preds = %111
  %115 = urem i32 %109, %112
  %116 = icmp eq i32 %115, 0
  br i1 %116, label %117, label %103

117:                                              ; preds = %114, %111, %108, %103
  %118 = phi i32 [ %104, %103 ], [ %106, %108 ], [ %109, %111 ], [ %112, %114 ]
  %119 = xor i32 %102, %118
  %120 = mul i32 %119, 16777619
  br label %121

121:                                              ; preds = %132, %117
  %122 = phi i32 [ 177, %117 ], [ %133, %132 ]
  %123 = phi i32 [ %84, %117 ], [ %130, %132 ]
  %124 = urem i32 %123, %122
  %125 = icmp eq i32 %124, 0
  br i1 %125, label %135, label %126

126:                                              ; preds = %121
  %127 = urem i32 %122, %124
  %128 = icmp eq i32 %127, 0
  br i1 %128, label %135, label %129

129:                                              ; preds = %126
  %130 = urem i32 %124, %127
  %131 = icmp eq i32 %130, 0
  br i1 %131, label %135, label %132

132:                                              ; preds = %129
  %133 = urem i32 %127, %130
  %134 = icmp eq i32 %133, 0
  br i1 %134, label %135, label %121

135:                                              ; preds = %132, %129, %126, %121
  %136 = phi i32 [ %122, %121 ], [ %124, %126 ], [ %127, %129 ], [ %130, %132 ]
  %137 = xor i32 %120, %136
  %138 = mul i32 %137, 16777619
  br label %139

139:                                              ; preds = %150, %135
  %140 = phi i32 [ 264, %135 ], [ %151, %150 ]
  %141 = phi i32 [ %84, %135 ], [ %148, %150 ]
  %142 = urem i32 %141, %140
  %143 = icmp eq i32 %142, 0
  br i1 %143, label %153, label %144

144:                                              ; preds = %139
  %145 = urem i32 %140, %142
  %146 = icmp eq i32 %145, 0
  br i1 %146, label %153, label %147

147:                                              ; preds = %144
  %148 = urem i32 %142, %145
  %149 = icmp eq i32 %148, 0
  br i1 %149, label %153, label %150

150:                                              ; preds = %147
  %151 = urem i32 %145, %148
  %152 = icmp eq i32 %151, 0
  br i1 %152, label %153, label %139

153:                                              ; preds = %150, %147, %144, %139
  %154 = phi i32 [ %140, %139 ], [ %142, %144 ], [ %145, %147 ], [ %148, %150 ]
  %155 = xor i32 %138, %154
  %156 = mul i32 %155, 16777619
  br label %157

157:                                              ; preds = %168, %153
  %158 = phi i32 [ 351, %153 ], [ %169, %168 ]
  %159 = phi i32 [ %84, %153 ], [ %166, %168 ]
  %160 = urem i32 %159, %158
  %161 = icmp eq i32 %160, 0
  br i1 %161, label %171, label %162

162:                                              ; preds = %157
  %163 = urem i32 %158, %160
  %164 = icmp eq i32 %163, 0
  br i1 %164, label %171, label %165

165:                                              ; preds = %162
  %166 = urem i32 %160, %163
  %167 = icmp eq i32 %166, 0
  br i1 %167, label %171, label %168

168:                                              ; preds = %165
  %169 = urem i32 %163, %166
  %170 = icmp eq i32 %169, 0
  br i1 %170, label %171, label %157

171:                                              ; preds = %168, %165, %162, %157
  %172 = phi i32 [ %158, %157 ], [ %160, %162 ], [ %163, %165 ], [ %166, %168 ]
  %173 = xor i32 %156, %172
  %174 = mul i32 %173, 16777619
  br label %175

175:                                              ; preds = %186, %171
  %176 = phi i32 [ 438, %171 ], [ %187, %186 ]
  %177 = phi i32 [ %84, %171 ], [ %184, %186 ]
  %178 = urem i32 %177, %176
  %179 = icmp eq i32 %178, 0
  br i1 %179, label %189, label %180

180:                                              ; preds = %175
  %181 = urem i32 %176, %178
  %182 = icmp eq i32 %181, 0
  br i1 %182, label %189, label %183

183:                                              ; preds = %180
  %184 = urem i32 %178, %181
  %185 = icmp eq i32 %184, 0
  br i1 %185, label %189, label %186

186:                                              ; preds = %183
  %187 = urem i32 %181, %184
  %188 = icmp eq i32 %187, 0
  br i1 %188, label %189, label %175

189:                                              ; preds = %186, %183, %180, %175
  %190 = phi i32 [ %176, %175 ], [ %178, %180 ], [ %181, %183 ], [ %184, %186 ]
  %191 = xor i32 %174, %190
  %192 = mul i32 %191, 16777619
  br label %193

193:                                              ; preds = %204, %189
  %194 = phi i32 [ 525, %189 ], [ %205, %204 ]
  %195 = phi i32 [ %84, %189 ], [ %202, %204 ]
  %196 = urem i32 %195, %194
  %197 = icmp eq i32 %196, 0
  br i1 %197, label %207, label %198

198:                                              ; preds = %193
  %199 = urem i32 %194, %196
  %200 = icmp eq i32 %199, 0
  br i1 %200, label %207, label %201

201:                                              ; preds = %198
  %202 = urem i32 %196, %199
  %203 = icmp eq i32 %202, 0
  br i1 %203, label %207, label %204

204:                                              ; preds = %201
  %205 = urem i32 %199, %202
  %206 = icmp eq i32 %205, 0
  br i1 %206, label %207, label %193

207:                                              ; preds = %204, %201, %198, %193
  %208 = phi i32 [ %194, %193 ], [ %196, %198 ], [ %199, %201 ], [ %202, %204 ]
  %209 = xor i32 %192, %208
  %210 = mul i32 %209, 16777619
  br label %211

211:                                              ; preds = %222, %207
  %212 = phi i32 [ 612, %207 ], [ %223, %222 ]
  %213 = phi i32 [ %84, %207 ], [ %220, %222 ]
  %214 = urem i32 %213, %212
  %215 = icmp eq i32 %214, 0
  br i1 %215, label %225, label %216

216:                                              ; preds = %211
  %217 = urem i32 %212, %214
  %218 = icmp eq i32 %217, 0
  br i1 %218, label %225, label %219

219:                                              ; preds = %216
  %220 = urem i32 %214, %217
  %221 = icmp eq i32 %220, 0
  br i1 %221, label %225, label %222

222:                                              ; preds = %219
  %223 = urem i32 %217, %220
  %224 = icmp eq i32 %223, 0
  br i1 %224, label %225, label %211

225:                                              ; preds = %222, %219, %216, %211
  %226 = phi i32 [ %212, %211 ], [ %214, %216 ], [ %217, %219 ], [ %220, %222 ]
  %227 = xor i32 %210, %226
  %228 = mul i32 %227, 16777619
  br label %229

229:                                              ; preds = %240, %225
  %230 = phi i32 [ 699, %225 ], [ %241, %240 ]
  %231 = phi i32 [ %84, %225 ], [ %238, %240 ]
  %232 = urem i32 %231, %230
  %233 = icmp eq i32 %232, 0
  br i1 %233, label %243, label %234

234:                                              ; preds = %229
  %235 = urem i32 %230, %232
  %236 = icmp eq i32 %235, 0
  br i1 %236, label %243, label %237

237:                                              ; preds = %234
  %238 = urem i32 %232, %235
  %239 = icmp eq i32 %238, 0
  br i1 %239, label %243, label %240

240:                                              ; preds = %237
  %241 = urem i32 %235, %238
  %242 = icmp eq i32 %241, 0
  br i1 %242, label %243, label %229

243:                                              ; preds = %240, %237, %234, %229
  %244 = phi i32 [ %230, %229 ], [ %232, %234 ], [ %235, %237 ], [ %238, %240 ]
  %245 = xor i32 %228, %244
  %246 = mul i32 %245, 16777619
  br label %247

247:                                              ; preds = %258, %243
  %248 = phi i32 [ 786, %243 ], [ %259, %258 ]
  %249 = phi i32 [ %84, %243 ], [ %256, %258 ]
  %250 = urem i32 %249, %248
  %251 = icmp eq i32 %250, 0
  br i1 %251, label %261, label %252

252:                                              ; preds = %247
  %253 = urem i32 %248, %250
  %254 = icmp eq i32 %253, 0
  br i1 %254, label %261, label %255

255:                                              ; preds = %252
  %256 = urem i32 %250, %253
  %257 = icmp eq i32 %256, 0
  br i1 %257, label %261, label %258

258:                                              ; preds = %255
  %259 = urem i32 %253, %256
  %260 = icmp eq i32 %259, 0
  br i1 %260, label %261, label %247

261:                                              ; preds = %258, %255, %252, %247
  %262 = phi i32 [ %248, %247 ], [ %250, %252 ], [ %253, %255 ], [ %256, %258 ]
  %263 = xor i32 %246, %262
  %264 = mul i32 %263, 16777619
  br label %265

265:                                              ; preds = %276, %261
  %266 = phi i32 [ 873, %261 ], [ %277, %276 ]
  %267 = phi i32 [ %84, %261 ], [ %274, %276 ]
  %268 = urem i32 %267, %266
  %269 = icmp eq i32 %268, 0
  br i1 %269, label %279, label %270

270:                                              ; preds = %265
  %271 = urem i32 %266, %268
  %272 = icmp eq i32 %271, 0
  br i1 %272, label %279, label %273

273:                                              ; preds = %270
  %274 = urem i32 %268, %271
  %275 = icmp eq i32 %274, 0
  br i1 %275, label %279, label %276

276:                                              ; preds = %273
  %277 = urem i32 %271, %274
  %278 = icmp eq i32 %277, 0
  br i1 %278, label %279, label %265

279:                                              ; preds = %276, %273, %270, %265
  %280 = phi i32 [ %266, %265 ], [ %268, %270 ], [ %271, %273 ], [ %274, %276 ]
  %281 = xor i32 %264, %280
  %282 = mul i32 %281, 16777619
  %283 = add nuw nsw i32 %82, 13
  %284 = icmp ult i32 %82, 187
  br i1 %284, label %81, label %75, !llvm.loop !11

285:                                              ; preds = %75
  tail call void @abort() #5
  %286 = load i32, i32* @moves, align 4, !tbaa !7
  br label %287

287:                                              ; preds = %75, %285
  %288 = phi i32 [ 511, %75 ], [ %286, %285 ]
  %289 = load i32, i32* @h, align 4, !tbaa !7
  %290 = xor i32 %289, %288
  %291 = mul i32 %290, 16777619
  br label %292

292:                                              ; preds = %357, %287
  %293 = phi i32 [ 0, %287 ], [ %361, %357 ]
  %294 = phi i32 [ %291, %287 ], [ %360, %357 ]
  br label %328

295:                                              ; preds = %357
  %296 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 0) #4
  %297 = xor i32 %360, %296
  %298 = mul i32 %297, 16777619
  %299 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 1) #4
  %300 = xor i32 %298, %299
  %301 = mul i32 %300, 16777619
  %302 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 2) #4
  %303 = xor i32 %301, %302
  %304 = mul i32 %303, 16777619
  %305 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 3) #4
  %306 = xor i32 %304, %305
  %307 = mul i32 %306, 16777619
  %308 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 4) #4
  %309 = xor i32 %307, %308
  %310 = mul i32 %309, 16777619
  %311 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 5) #4
  %312 = xor i32 %310, %311
  %313 = mul i32 %312, 16777619
  %314 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 6) #4
  %315 = xor i32 %313, %314
  %316 = mul i32 %315, 16777619
  %317 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 7) #4
  %318 = xor i32 %316, %317
  %319 = mul i32 %318, 16777619
  %320 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 8) #4
  %321 = xor i32 %319, %320
  %322 = mul i32 %321, 16777619
  %323 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 9) #4
  %324 = xor i32 %322, %323
  %325 = mul i32 %324, 16777619
  %326 = tail call fastcc i32 @binom(i32 noundef 10, i32 noundef 10) #4
  %327 = xor i32 %325, %326
  br label %367

328:                                              ; preds = %330, %292
  %329 = phi i32 [ %293, %292 ], [ %331, %330 ]
  switch i32 %329, label %330 [
    i32 0, label %332
    i32 2, label %332
    i32 6, label %332
    i32 4, label %332
  ]

330:                                              ; preds = %328
  %331 = add i32 %329, -8
  br label %328

332:                                              ; preds = %328, %328, %328, %328
  %333 = icmp eq i32 %293, 0
  br i1 %333, label %341, label %334

334:                                              ; preds = %332
  %335 = add nsw i32 %293, -1
  br label %336

336:                                              ; preds = %338, %334
  %337 = phi i32 [ %335, %334 ], [ %339, %338 ]
  switch i32 %337, label %338 [
    i32 0, label %341
    i32 1, label %340
    i32 2, label %341
    i32 3, label %340
    i32 4, label %341
    i32 5, label %340
    i32 6, label %341
    i32 7, label %340
  ]

338:                                              ; preds = %336
  %339 = add i32 %337, -8
  br label %336

340:                                              ; preds = %336, %336, %336, %336
  br label %341

341:                                              ; preds = %336, %336, %336, %336, %340, %332
  %342 = phi i32 [ 0, %332 ], [ 0, %340 ], [ 1, %336 ], [ 1, %336 ], [ 1, %336 ], [ 1, %336 ]
  %343 = or i32 %342, 2
  %344 = xor i32 %294, %343
  %345 = mul i32 %344, 16777619
  %346 = add nuw nsw i32 %293, 3
  br label %347

347:                                              ; preds = %363, %341
  %348 = phi i32 [ %346, %341 ], [ %364, %363 ]
  switch i32 %348, label %363 [
    i32 0, label %349
    i32 1, label %350
    i32 2, label %349
    i32 3, label %350
    i32 4, label %349
    i32 5, label %350
    i32 6, label %349
    i32 7, label %350
  ]

349:                                              ; preds = %347, %347, %347, %347
  br label %350

350:                                              ; preds = %349, %347, %347, %347, %347
  %351 = phi i32 [ 2, %349 ], [ 0, %347 ], [ 0, %347 ], [ 0, %347 ], [ 0, %347 ]
  %352 = add nuw nsw i32 %293, 2
  br label %353

353:                                              ; preds = %355, %350
  %354 = phi i32 [ %352, %350 ], [ %356, %355 ]
  switch i32 %354, label %355 [
    i32 0, label %357
    i32 2, label %357
    i32 6, label %357
    i32 4, label %357
  ]

355:                                              ; preds = %353
  %356 = add i32 %354, -8
  br label %353

357:                                              ; preds = %353, %353, %353, %353
  %358 = or i32 1, %351
  %359 = xor i32 %345, %358
  %360 = mul i32 %359, 16777619
  %361 = add nuw nsw i32 %293, 6
  %362 = icmp ult i32 %293, 34
  br i1 %362, label %292, label %295, !llvm.loop !13

363:                                              ; preds = %347
  %364 = add i32 %348, -8
  br label %347

365:                                              ; preds = %432
  store i32 %437, i32* @h, align 4, !tbaa !7
  %366 = and i32 %437, 2147483647
  ret i32 %366

367:                                              ; preds = %457, %295
  %368 = phi i32 [ 1, %295 ], [ %463, %457 ]
  %369 = phi i32 [ %327, %295 ], [ %461, %457 ]
  %370 = mul i32 %369, 16777619
  %371 = icmp ult i32 %368, 7
  br i1 %371, label %386, label %372

372:                                              ; preds = %367, %381
  %373 = phi i32 [ %383, %381 ], [ %368, %367 ]
  %374 = phi i32 [ %384, %381 ], [ 0, %367 ]
  %375 = freeze i32 %373
  %376 = udiv i32 %375, 7
  %377 = mul i32 %376, 7
  %378 = sub i32 %375, %377
  %379 = add nuw nsw i32 %378, %374
  %380 = icmp ult i32 %373, 49
  br i1 %380, label %386, label %381

381:                                              ; preds = %372
  %382 = urem i32 %376, 7
  %383 = udiv i32 %373, 49
  %384 = add nuw nsw i32 %382, %379
  %385 = icmp ult i32 %373, 343
  br i1 %385, label %386, label %372

386:                                              ; preds = %372, %381, %367
  %387 = phi i32 [ 0, %367 ], [ %379, %372 ], [ %384, %381 ]
  %388 = phi i32 [ %368, %367 ], [ %376, %372 ], [ %383, %381 ]
  %389 = add nsw i32 %388, %387
  %390 = xor i32 %370, %389
  %391 = mul i32 %390, 16777619
  %392 = mul i32 %368, 3
  %393 = add i32 %392, 1
  %394 = icmp ult i32 %393, 7
  br i1 %394, label %409, label %395

395:                                              ; preds = %386, %404
  %396 = phi i32 [ %406, %404 ], [ %393, %386 ]
  %397 = phi i32 [ %407, %404 ], [ 0, %386 ]
  %398 = freeze i32 %396
  %399 = udiv i32 %398, 7
  %400 = mul i32 %399, 7
  %401 = sub i32 %398, %400
  %402 = add nuw nsw i32 %401, %397
  %403 = icmp ult i32 %396, 49
  br i1 %403, label %409, label %404

404:                                              ; preds = %395
  %405 = urem i32 %399, 7
  %406 = udiv i32 %396, 49
  %407 = add nuw nsw i32 %405, %402
  %408 = icmp ult i32 %396, 343
  br i1 %408, label %409, label %395

409:                                              ; preds = %395, %404, %386
  %410 = phi i32 [ 0, %386 ], [ %402, %395 ], [ %407, %404 ]
  %411 = phi i32 [ %393, %386 ], [ %399, %395 ], [ %406, %404 ]
  %412 = add nsw i32 %411, %410
  %413 = xor i32 %391, %412
  %414 = mul i32 %413, 16777619
  %415 = mul i32 %393, 3
  %416 = add i32 %415, 1
  %417 = icmp ult i32 %416, 7
  br i1 %417, label %432, label %418

418:                                              ; preds = %409, %427
  %419 = phi i32 [ %429, %427 ], [ %416, %409 ]
  %420 = phi i32 [ %430, %427 ], [ 0, %409 ]
  %421 = freeze i32 %419
  %422 = udiv i32 %421, 7
  %423 = mul i32 %422, 7
  %424 = sub i32 %421, %423
  %425 = add nuw nsw i32 %424, %420
  %426 = icmp ult i32 %419, 49
  br i1 %426, label %432, label %427

427:                                              ; preds = %418
  %428 = urem i32 %422, 7
  %429 = udiv i32 %419, 49
  %430 = add nuw nsw i32 %428, %425
  %431 = icmp ult i32 %419, 343
  br i1 %431, label %432, label %418

432:                                              ; preds = %418, %427, %409
  %433 = phi i32 [ 0, %409 ], [ %425, %418 ], [ %430, %427 ]
  %434 = phi i32 [ %416, %409 ], [ %422, %418 ], [ %429, %427 ]
  %435 = add nsw i32 %434, %433
  %436 = xor i32 %414, %435
  %437 = mul i32 %436, 16777619
  %438 = mul i32 %416, 3
  %439 = add i32 %438, 1
  %440 = icmp ult i32 %439, 100000
  br i1 %440, label %441, label %365, !llvm.loop !14

441:                                              ; preds = %432
  %442 = icmp ult i32 %439, 7
  br i1 %442, label %457, label %443

443:                                              ; preds = %441, %452
  %444 = phi i32 [ %454, %452 ], [ %439, %441 ]
  %445 = phi i32 [ %455, %452 ], [ 0, %441 ]
  %446 = freeze i32 %444
  %447 = udiv i32 %446, 7
  %448 = mul i32 %447, 7
  %449 = sub i32 %446, %448
  %450 = add nuw nsw i32 %449, %445
  %451 = icmp ult i32 %444, 49
  br i1 %451, label %457, label %452

452:                                              ; preds = %443
  %453 = urem i32 %447, 7
  %454 = udiv i32 %444, 49
  %455 = add nuw nsw i32 %453, %450
  %456 = icmp ult i32 %444, 343
  br i1 %456, label %457, label %443

457:                                              ; preds = %443, %452, %441
  %458 = phi i32 [ 0, %441 ], [ %450, %443 ], [ %455, %452 ]
  %459 = phi i32 [ %439, %441 ], [ %447, %443 ], [ %454, %452 ]
  %460 = add nsw i32 %459, %458
  %461 = xor i32 %437, %460
  %462 = mul i32 %439, 3
  %463 = add i32 %462, 1
  br label %367
}

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @ackermann(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add nsw i32 %5, 1
  ret i32 %6

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
  %10 = icmp eq i32 %8, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %4, label %7

15:                                               ; preds = %7
  %16 = add nsw i32 %8, -1
  %17 = tail call fastcc i32 @ackermann(i32 noundef %9, i32 noundef %16) #4
  br label %11
}

declare dso_local void @abort() local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @fib(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %11, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %9, %3 ], [ 0, %1 ]
  %6 = add nsw i32 %4, -1
  %7 = tail call fastcc i32 @fib(i32 noundef %6) #4
  %8 = add nsw i32 %4, -2
  %9 = add nsw i32 %7, %5
  %10 = icmp ult i32 %4, 4
  br i1 %10, label %11, label %3

11:                                               ; preds = %3, %1
  %12 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %13 = phi i32 [ %0, %1 ], [ %8, %3 ]
  %14 = add nsw i32 %13, %12
  ret i32 %14
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #3 {
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %21, label %6

6:                                                ; preds = %4
  %7 = getelementptr inbounds [3 x i32], [3 x i32]* @peg_load, i32 0, i32 %2
  br label %8

8:                                                ; preds = %6, %8
  %9 = phi i32 [ %3, %6 ], [ %10, %8 ]
  %10 = phi i32 [ %1, %6 ], [ %9, %8 ]
  %11 = phi i32 [ %0, %6 ], [ %12, %8 ]
  %12 = add nsw i32 %11, -1
  tail call fastcc void @hanoi(i32 noundef %12, i32 noundef %10, i32 noundef %9, i32 noundef %2) #4
  %13 = getelementptr inbounds [3 x i32], [3 x i32]* @peg_load, i32 0, i32 %10
  %14 = load i32, i32* %13, align 4, !tbaa !7
  %15 = add nsw i32 %14, -1
  store i32 %15, i32* %13, align 4, !tbaa !7
  %16 = load i32, i32* %7, align 4, !tbaa !7
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* %7, align 4, !tbaa !7
  %18 = load i32, i32* @moves, align 4, !tbaa !7
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* @moves, align 4, !tbaa !7
  %20 = icmp eq i32 %12, 0
  br i1 %20, label %21, label %8

21:                                               ; preds = %8, %4
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @binom(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = icmp eq i32 %1, 0
  %4 = icmp eq i32 %1, %0
  %5 = or i1 %3, %4
  br i1 %5, label %17, label %6

6:                                                ; preds = %2
  %7 = add nsw i32 %1, -1
  br label %8

8:                                                ; preds = %6, %8
  %9 = phi i32 [ %0, %6 ], [ %11, %8 ]
  %10 = phi i32 [ 0, %6 ], [ %13, %8 ]
  %11 = add nsw i32 %9, -1
  %12 = tail call fastcc i32 @binom(i32 noundef %11, i32 noundef %7) #4
  %13 = add nsw i32 %12, %10
  %14 = icmp eq i32 %11, %1
  br i1 %14, label %15, label %8

15:                                               ; preds = %8
  %16 = add i32 %13, 1
  br label %17

17:                                               ; preds = %15, %2
  %18 = phi i32 [ 1, %2 ], [ %16, %15 ]
  ret i32 %18
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { nofree nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #4 = { nobuiltin "no-builtins" }
attributes #5 = { nobuiltin nounwind "no-builtins" }

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
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
