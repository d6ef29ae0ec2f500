; ModuleID = 'bitcount.c'
source_filename = "bitcount.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@rev4 = internal unnamed_addr constant [16 x i8] c"\00\08\04\0C\02\0A\06\0E\01\09\05\0D\03\0B\07\0F", align 1
@rev8 = internal unnamed_addr global [256 x i8] zeroinitializer, align 1
@h = internal unnamed_addr global i32 -2128831035, align 4
@nibble_pop = internal unnamed_addr constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %82, %1 ]
  %3 = and i32 %2, 8
  %4 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %3
  %5 = load i8, i8* %4, align 1, !tbaa !7
  %6 = shl i8 %5, 4
  %7 = lshr i32 %2, 4
  %8 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %7
  %9 = load i8, i8* %8, align 1, !tbaa !7
  %10 = add i8 %6, %9
  %11 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %2
  store i8 %10, i8* %11, align 1, !tbaa !7
  %12 = or i32 %2, 1
  %13 = and i32 %12, 9
  %14 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %13
  %15 = load i8, i8* %14, align 1, !tbaa !7
  %16 = shl i8 %15, 4
  %17 = lshr i32 %2, 4
  %18 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %17
  %19 = load i8, i8* %18, align 1, !tbaa !7
  %20 = add i8 %16, %19
  %21 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %12
  store i8 %20, i8* %21, align 1, !tbaa !7
  %22 = or i32 %2, 2
  %23 = and i32 %22, 10
  %24 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %23
  %25 = load i8, i8* %24, align 1, !tbaa !7
  %26 = shl i8 %25, 4
  %27 = lshr i32 %2, 4
  %28 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %27
  %29 = load i8, i8* %28, align 1, !tbaa !7
  %30 = add i8 %26, %29
  %31 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %22
  store i8 %30, i8* %31, align 1, !tbaa !7
  %32 = or i32 %2, 3
  %33 = and i32 %32, 11
  %34 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %33
  %35 = load i8, i8* %34, align 1, !tbaa !7
  %36 = shl i8 %35, 4
  %37 = lshr i32 %2, 4
  %38 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %37
  %39 = load i8, i8* %38, align 1, !tbaa !7
  %40 = add i8 %36, %39
  %41 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %32
  store i8 %40, i8* %41, align 1, !tbaa !7
  %42 = or i32 %2, 4
  %43 = and i32 %42, 12
  %44 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %43
  %45 = load i8, i8* %44, align 1, !tbaa !7
  %46 = shl i8 %45, 4
  %47 = lshr i32 %2, 4
  %48 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %47
  %49 = load i8, i8* %48, align 1, !tbaa !7
  %50 = add i8 %46, %49
  %51 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %42
  store i8 %50, i8* %51, align 1, !tbaa !7
  %52 = or i32 %2, 5
  %53 = and i32 %52, 13
  %54 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %53
  %55 = load i8, i8* %54, align 1, !tbaa !7
  %56 = shl i8 %55, 4
  %57 = lshr i32 %2, 4
  %58 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %57
  %59 = load i8, i8* %58, align 1, !tbaa !7
  %60 = add i8 %56, %59
  %61 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %52
  store i8 %60, i8* %61, align 1, !tbaa !7
  %62 = or i32 %2, 6
  %63 = and i32 %62, 14
  %64 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %63
  %65 = load i8, i8* %64, align 1, !tbaa !7
  %66 = shl i8 %65, 4
  %67 = lshr i32 %2, 4
  %68 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %67
  %69 = load i8, i8* %68, align 1, !tbaa !7
  %70 = add i8 %66, %69
  %71 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %62
  store i8 %70, i8* %71, align 1, !tbaa !7
  %72 = or i32 %2, 7
  %73 = and i32 %72, 15
  %74 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %73
  %75 = load i8, i8* %74, align 1, !tbaa !7
  %76 = shl i8 %75, 4
  %77 = lshr i32 %2, 4
  %78 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %77
  %79 = load i8, i8* %78, align 1, !tbaa !7
  %80 = add i8 %76, %79
  %81 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %72
  store i8 %80, i8* %81, align 1, !tbaa !7
  %82 = add nuw nsw i32 %2, 8
  %83 = icmp eq i32 %82, 256
  br i1 %83, label %86, label %1, !llvm.loop !10

84:                                               ; preds = %327
  %85 = and i32 %330, 2147483647
  ret i32 %85

86:                                               ; preds = %1, %327
  %87 = phi i32 [ %94, %327 ], [ 625341585, %1 ]
  %88 = phi i32 [ %331, %327 ], [ 0, %1 ]
  %89 = shl i32 %87, 13
  %90 = xor i32 %89, %87
  %91 = lshr i32 %90, 17
  %92 = xor i32 %91, %90
  %93 = shl i32 %92, 5
  %94 = xor i32 %93, %92
  %95 = and i32 %88, 1
  %96 = icmp eq i32 %95, 0
  %97 = lshr i32 %94, 3
  %98 = and i32 %97, %94
  %99 = lshr i32 %94, 7
  %100 = and i32 %98, %99
  %101 = select i1 %96, i32 %100, i32 %94
  %102 = and i32 %101, 15
  %103 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %102
  %104 = load i8, i8* %103, align 1, !tbaa !7
  %105 = zext i8 %104 to i32
  %106 = lshr i32 %101, 4
  %107 = and i32 %106, 15
  %108 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %107
  %109 = load i8, i8* %108, align 1, !tbaa !7
  %110 = zext i8 %109 to i32
  %111 = add nuw nsw i32 %110, %105
  %112 = lshr i32 %101, 8
  %113 = and i32 %112, 15
  %114 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %113
  %115 = load i8, i8* %114, align 1, !tbaa !7
  %116 = zext i8 %115 to i32
  %117 = add nuw nsw i32 %111, %116
  %118 = lshr i32 %101, 12
  %119 = and i32 %118, 15
  %120 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %119
  %121 = load i8, i8* %120, align 1, !tbaa !7
  %122 = zext i8 %121 to i32
  %123 = add nuw nsw i32 %117, %122
  %124 = lshr i32 %101, 16
  %125 = and i32 %124, 15
  %126 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %125
  %127 = load i8, i8* %126, align 1, !tbaa !7
  %128 = zext i8 %127 to i32
  %129 = add nuw nsw i32 %123, %128
  %130 = lshr i32 %101, 20
  %131 = and i32 %130, 15
  %132 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %131
  %133 = load i8, i8* %132, align 1, !tbaa !7
  %134 = zext i8 %133 to i32
  %135 = add nuw nsw i32 %129, %134
  %136 = lshr i32 %101, 24
  %137 = and i32 %136, 15
  %138 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %137
  %139 = load i8, i8* %138, align 1, !tbaa !7
  %140 = zext i8 %139 to i32
  %141 = add nuw nsw i32 %135, %140
  %142 = lshr i32 %101, 28
  %143 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %142
  %144 = load i8, i8* %143, align 1, !tbaa !7
  %145 = zext i8 %144 to i32
  %146 = add nuw nsw i32 %141, %145
  %147 = lshr i32 %101, 1
  %148 = and i32 %147, 1431655765
  %149 = sub i32 %101, %148
  %150 = and i32 %149, 858993459
  %151 = lshr i32 %149, 2
  %152 = and i32 %151, 858993459
  %153 = add nuw nsw i32 %152, %150
  %154 = lshr i32 %153, 4
  %155 = add nuw nsw i32 %154, %153
  %156 = and i32 %155, 252645135
  %157 = lshr i32 %156, 8
  %158 = add nuw nsw i32 %157, %156
  %159 = lshr i32 %158, 16
  %160 = add nuw nsw i32 %159, %158
  %161 = and i32 %160, 63
  %162 = icmp eq i32 %146, %161
  br i1 %162, label %163, label %174

163:                                              ; preds = %86
  %164 = xor i32 %124, %101
  %165 = lshr i32 %164, 8
  %166 = xor i32 %165, %164
  %167 = lshr i32 %166, 4
  %168 = xor i32 %167, %166
  %169 = and i32 %168, 15
  %170 = lshr i32 27030, %169
  %171 = xor i32 %146, %170
  %172 = and i32 %171, 1
  %173 = icmp eq i32 %172, 0
  br i1 %173, label %175, label %174

174:                                              ; preds = %163, %86
  tail call void @abort() #2
  br label %175

175:                                              ; preds = %174, %163
  %176 = load i32, i32* @h, align 4, !tbaa !12
  %177 = xor i32 %176, %146
  %178 = mul i32 %177, 16777619
  store i32 %178, i32* @h, align 4, !tbaa !12
  %179 = icmp eq i32 %101, 0
  br i1 %179, label %265, label %180

180:                                              ; preds = %175
  %181 = and i32 %101, 65535
  %182 = icmp eq i32 %181, 0
  %183 = select i1 %182, i32 %124, i32 %101
  %184 = select i1 %182, i32 16, i32 0
  %185 = and i32 %183, 255
  %186 = icmp eq i32 %185, 0
  %187 = or i32 %184, 8
  %188 = lshr i32 %183, 8
  %189 = select i1 %186, i32 %188, i32 %183
  %190 = select i1 %186, i32 %187, i32 %184
  %191 = and i32 %189, 15
  %192 = icmp eq i32 %191, 0
  %193 = or i32 %190, 4
  %194 = lshr i32 %189, 4
  %195 = select i1 %192, i32 %194, i32 %189
  %196 = select i1 %192, i32 %193, i32 %190
  %197 = and i32 %195, 3
  %198 = icmp eq i32 %197, 0
  %199 = or i32 %196, 2
  %200 = lshr i32 %195, 2
  %201 = select i1 %198, i32 %200, i32 %195
  %202 = select i1 %198, i32 %199, i32 %196
  %203 = and i32 %201, 1
  %204 = xor i32 %203, 1
  %205 = add nsw i32 %204, %202
  %206 = icmp ult i32 %101, 65536
  %207 = shl i32 %101, 16
  %208 = select i1 %206, i32 %207, i32 %101
  %209 = select i1 %206, i32 16, i32 0
  %210 = icmp ult i32 %208, 16777216
  %211 = or i32 %209, 8
  %212 = shl i32 %208, 8
  %213 = select i1 %210, i32 %212, i32 %208
  %214 = select i1 %210, i32 %211, i32 %209
  %215 = icmp ult i32 %213, 268435456
  %216 = or i32 %214, 4
  %217 = shl i32 %213, 4
  %218 = select i1 %215, i32 %217, i32 %213
  %219 = select i1 %215, i32 %216, i32 %214
  %220 = icmp ult i32 %218, 1073741824
  %221 = or i32 %219, 2
  %222 = shl i32 %218, 2
  %223 = select i1 %220, i32 %222, i32 %218
  %224 = select i1 %220, i32 %221, i32 %219
  %225 = xor i32 %223, -1
  %226 = lshr i32 %225, 31
  %227 = add nsw i32 %226, %224
  %228 = shl nuw i32 1, %205
  %229 = and i32 %228, %101
  %230 = icmp eq i32 %229, 0
  br i1 %230, label %235, label %231

231:                                              ; preds = %180
  %232 = sub nsw i32 31, %227
  %233 = lshr i32 %101, %232
  %234 = icmp eq i32 %233, 1
  br i1 %234, label %237, label %235

235:                                              ; preds = %231, %180
  tail call void @abort() #2
  %236 = load i32, i32* @h, align 4, !tbaa !12
  br label %237

237:                                              ; preds = %235, %231
  %238 = phi i32 [ %236, %235 ], [ %178, %231 ]
  %239 = shl nsw i32 %205, 5
  %240 = add nsw i32 %239, %227
  %241 = xor i32 %238, %240
  %242 = mul i32 %241, 16777619
  %243 = sub i32 0, %101
  %244 = and i32 %101, %243
  %245 = xor i32 %242, %244
  %246 = mul i32 %245, 16777619
  %247 = add i32 %101, -1
  %248 = and i32 %247, %101
  %249 = xor i32 %246, %248
  %250 = mul i32 %249, 16777619
  %251 = and i32 %147, 2147483646
  %252 = lshr i32 %101, 2
  %253 = or i32 %251, %252
  %254 = lshr i32 %253, 2
  %255 = or i32 %254, %253
  %256 = lshr i32 %255, 4
  %257 = or i32 %256, %255
  %258 = lshr i32 %257, 8
  %259 = or i32 %258, %257
  %260 = lshr i32 %259, 16
  %261 = or i32 %260, %259
  %262 = add nuw i32 %261, 1
  %263 = xor i32 %250, %262
  %264 = mul i32 %263, 16777619
  store i32 %264, i32* @h, align 4, !tbaa !12
  br label %265

265:                                              ; preds = %237, %175
  %266 = phi i32 [ %264, %237 ], [ %178, %175 ]
  %267 = and i32 %101, 255
  %268 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %267
  %269 = load i8, i8* %268, align 1, !tbaa !7
  %270 = zext i8 %269 to i32
  %271 = and i32 %112, 255
  %272 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %271
  %273 = load i8, i8* %272, align 1, !tbaa !7
  %274 = zext i8 %273 to i32
  %275 = shl nuw nsw i32 %270, 16
  %276 = shl nuw nsw i32 %274, 8
  %277 = or i32 %276, %275
  %278 = and i32 %124, 255
  %279 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %278
  %280 = load i8, i8* %279, align 1, !tbaa !7
  %281 = zext i8 %280 to i32
  %282 = or i32 %277, %281
  %283 = shl nuw i32 %282, 8
  %284 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %136
  %285 = load i8, i8* %284, align 1, !tbaa !7
  %286 = zext i8 %285 to i32
  %287 = or i32 %283, %286
  %288 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %286
  %289 = load i8, i8* %288, align 1, !tbaa !7
  %290 = zext i8 %289 to i32
  %291 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %281
  %292 = load i8, i8* %291, align 1, !tbaa !7
  %293 = zext i8 %292 to i32
  %294 = shl nuw nsw i32 %290, 16
  %295 = shl nuw nsw i32 %293, 8
  %296 = or i32 %295, %294
  %297 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %274
  %298 = load i8, i8* %297, align 1, !tbaa !7
  %299 = zext i8 %298 to i32
  %300 = or i32 %296, %299
  %301 = shl nuw i32 %300, 8
  %302 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %270
  %303 = load i8, i8* %302, align 1, !tbaa !7
  %304 = zext i8 %303 to i32
  %305 = or i32 %301, %304
  %306 = icmp eq i32 %305, %101
  br i1 %306, label %309, label %307

307:                                              ; preds = %265
  tail call void @abort() #2
  %308 = load i32, i32* @h, align 4, !tbaa !12
  br label %309

309:                                              ; preds = %307, %265
  %310 = phi i32 [ %308, %307 ], [ %266, %265 ]
  %311 = xor i32 %310, %287
  %312 = mul i32 %311, 16777619
  store i32 %312, i32* @h, align 4, !tbaa !12
  %313 = xor i32 %147, %101
  %314 = lshr i32 %313, 16
  %315 = xor i32 %314, %313
  %316 = lshr i32 %315, 8
  %317 = xor i32 %316, %315
  %318 = lshr i32 %317, 4
  %319 = xor i32 %318, %317
  %320 = lshr i32 %319, 2
  %321 = xor i32 %320, %319
  %322 = lshr i32 %321, 1
  %323 = xor i32 %322, %321
  %324 = icmp eq i32 %323, %101
  br i1 %324, label %327, label %325

325:                                              ; preds = %309
  tail call void @abort() #2
  %326 = load i32, i32* @h, align 4, !tbaa !12
  br label %327

327:                                              ; preds = %325, %309
  %328 = phi i32 [ %326, %325 ], [ %312, %309 ]
  %329 = xor i32 %328, %313
  %330 = mul i32 %329, 16777619
  store i32 %330, i32* @h, align 4, !tbaa !12
  %331 = add nuw nsw i32 %88, 1
  %332 = icmp eq i32 %331, 320
  br i1 %332, label %84, label %86, !llvm.loop !14
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
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = distinct !{!14, !11}
