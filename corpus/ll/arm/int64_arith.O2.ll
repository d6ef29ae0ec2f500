; ModuleID = 'int64_arith.c'
source_filename = "int64_arith.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@vals = internal unnamed_addr constant [15 x i64] [i64 0, i64 1, i64 -1, i64 2147483647, i64 -2147483648, i64 2147483648, i64 4294967295, i64 4294967296, i64 -4294967296, i64 81985529216486895, i64 -81985529216486895, i64 9223372036854775807, i64 -9223372036854775808, i64 1000000007, i64 -999999999999], align 8
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @h, align 4, !tbaa !7
  br label %2

2:                                                ; preds = %0, %8
  %3 = phi i32 [ %1, %0 ], [ %102, %8 ]
  %4 = phi i32 [ 0, %0 ], [ %9, %8 ]
  %5 = getelementptr inbounds [15 x i64], [15 x i64]* @vals, i32 0, i32 %4
  %6 = load i64, i64* %5, align 8, !tbaa !11
  %7 = icmp eq i32 %4, 12
  br label %11

8:                                                ; preds = %101
  %9 = add nuw nsw i32 %4, 1
  %10 = icmp eq i32 %9, 15
  br i1 %10, label %105, label %2, !llvm.loop !13

11:                                               ; preds = %2, %101
  %12 = phi i32 [ %3, %2 ], [ %102, %101 ]
  %13 = phi i32 [ 0, %2 ], [ %103, %101 ]
  %14 = getelementptr inbounds [15 x i64], [15 x i64]* @vals, i32 0, i32 %13
  %15 = load i64, i64* %14, align 8, !tbaa !11
  %16 = icmp sgt i64 %6, %15
  %17 = icmp slt i64 %6, %15
  %18 = sext i1 %17 to i32
  %19 = select i1 %16, i32 2, i32 1
  %20 = add nsw i32 %19, %18
  %21 = icmp ugt i64 %6, %15
  %22 = zext i1 %21 to i32
  %23 = icmp ult i64 %6, %15
  %24 = sext i1 %23 to i32
  %25 = add nsw i32 %24, %22
  %26 = shl nsw i32 %25, 2
  %27 = add nsw i32 %26, 4
  %28 = or i32 %27, %20
  %29 = xor i32 %28, %12
  %30 = mul i32 %29, 16777619
  %31 = add i64 %15, %6
  %32 = trunc i64 %31 to i32
  %33 = xor i32 %30, %32
  %34 = mul i32 %33, 16777619
  %35 = lshr i64 %31, 32
  %36 = trunc i64 %35 to i32
  %37 = xor i32 %34, %36
  %38 = mul i32 %37, 16777619
  %39 = mul i64 %15, %6
  %40 = trunc i64 %39 to i32
  %41 = xor i32 %38, %40
  %42 = mul i32 %41, 16777619
  %43 = lshr i64 %39, 32
  %44 = trunc i64 %43 to i32
  %45 = xor i32 %42, %44
  %46 = mul i32 %45, 16777619
  store i32 %46, i32* @h, align 4, !tbaa !7
  %47 = icmp eq i32 %13, 0
  br i1 %47, label %101, label %48

48:                                               ; preds = %11
  %49 = icmp eq i32 %13, 2
  %50 = select i1 %7, i1 %49, i1 false
  br i1 %50, label %78, label %51

51:                                               ; preds = %48
  %52 = freeze i64 %6
  %53 = freeze i64 %15
  %54 = sdiv i64 %52, %53
  %55 = mul i64 %54, %53
  %56 = sub i64 %52, %55
  %57 = mul i64 %54, %15
  %58 = add i64 %57, %56
  %59 = icmp eq i64 %58, %6
  br i1 %59, label %62, label %60

60:                                               ; preds = %51
  tail call void @abort() #2
  %61 = load i32, i32* @h, align 4, !tbaa !7
  br label %62

62:                                               ; preds = %60, %51
  %63 = phi i32 [ %61, %60 ], [ %46, %51 ]
  %64 = trunc i64 %54 to i32
  %65 = xor i32 %63, %64
  %66 = mul i32 %65, 16777619
  %67 = lshr i64 %54, 32
  %68 = trunc i64 %67 to i32
  %69 = xor i32 %66, %68
  %70 = mul i32 %69, 16777619
  %71 = trunc i64 %56 to i32
  %72 = xor i32 %70, %71
  %73 = mul i32 %72, 16777619
  %74 = lshr i64 %56, 32
  %75 = trunc i64 %74 to i32
  %76 = xor i32 %73, %75
  %77 = mul i32 %76, 16777619
  store i32 %77, i32* @h, align 4, !tbaa !7
  br label %78

78:                                               ; preds = %62, %48
  %79 = phi i32 [ %77, %62 ], [ %46, %48 ]
  %80 = freeze i64 %6
  %81 = freeze i64 %15
  %82 = udiv i64 %80, %81
  %83 = mul i64 %82, %81
  %84 = sub i64 %80, %83
  %85 = mul i64 %82, %15
  %86 = add i64 %85, %84
  %87 = icmp eq i64 %86, %6
  br i1 %87, label %90, label %88

88:                                               ; preds = %78
  tail call void @abort() #2
  %89 = load i32, i32* @h, align 4, !tbaa !7
  br label %90

90:                                               ; preds = %88, %78
  %91 = phi i32 [ %89, %88 ], [ %79, %78 ]
  %92 = shl i64 %84, 1
  %93 = xor i64 %92, %82
  %94 = trunc i64 %93 to i32
  %95 = xor i32 %91, %94
  %96 = mul i32 %95, 16777619
  %97 = lshr i64 %93, 32
  %98 = trunc i64 %97 to i32
  %99 = xor i32 %96, %98
  %100 = mul i32 %99, 16777619
  store i32 %100, i32* @h, align 4, !tbaa !7
  br label %101

101:                                              ; preds = %11, %90
  %102 = phi i32 [ %46, %11 ], [ %100, %90 ]
  %103 = add nuw nsw i32 %13, 1
  %104 = icmp eq i32 %103, 15
  br i1 %104, label %8, label %11, !llvm.loop !15

105:                                              ; preds = %8, %198
  %106 = phi i64 [ %110, %198 ], [ 88172645463325252, %8 ]
  %107 = phi i32 [ %200, %198 ], [ 0, %8 ]
  %108 = phi i32 [ %199, %198 ], [ %102, %8 ]
  %109 = mul i64 %106, 6364136223846793005
  %110 = add i64 %109, 1442695040888963407
  %111 = lshr i64 %110, 32
  %112 = and i64 %110, 4294967295
  %113 = mul nuw i64 %112, %111
  %114 = shl i64 %110, 32
  %115 = ashr exact i64 %114, 32
  %116 = ashr i64 %110, 32
  %117 = mul nsw i64 %115, %116
  %118 = trunc i64 %113 to i32
  %119 = xor i32 %108, %118
  %120 = mul i32 %119, 16777619
  %121 = lshr i64 %113, 32
  %122 = trunc i64 %121 to i32
  %123 = xor i32 %120, %122
  %124 = mul i32 %123, 16777619
  %125 = trunc i64 %117 to i32
  %126 = xor i32 %124, %125
  %127 = mul i32 %126, 16777619
  %128 = lshr i64 %117, 32
  %129 = trunc i64 %128 to i32
  %130 = xor i32 %127, %129
  %131 = mul i32 %130, 16777619
  %132 = lshr i64 %110, 58
  %133 = trunc i64 %132 to i32
  %134 = lshr i64 %110, %132
  %135 = trunc i64 %134 to i32
  %136 = xor i32 %131, %135
  %137 = mul i32 %136, 16777619
  %138 = lshr i64 %134, 32
  %139 = trunc i64 %138 to i32
  %140 = xor i32 %137, %139
  %141 = mul i32 %140, 16777619
  %142 = ashr i64 %110, %132
  %143 = trunc i64 %142 to i32
  %144 = xor i32 %141, %143
  %145 = mul i32 %144, 16777619
  %146 = lshr i64 %142, 32
  %147 = trunc i64 %146 to i32
  %148 = xor i32 %145, %147
  %149 = mul i32 %148, 16777619
  %150 = xor i32 %133, 63
  %151 = zext i32 %150 to i64
  %152 = shl i64 %110, %151
  %153 = trunc i64 %152 to i32
  %154 = xor i32 %149, %153
  %155 = mul i32 %154, 16777619
  %156 = lshr i64 %152, 32
  %157 = trunc i64 %156 to i32
  %158 = xor i32 %155, %157
  %159 = mul i32 %158, 16777619
  %160 = trunc i64 %110 to i32
  %161 = xor i32 %159, %160
  %162 = mul i32 %161, 16777619
  %163 = lshr i64 %115, 32
  %164 = trunc i64 %163 to i32
  %165 = xor i32 %162, %164
  %166 = mul i32 %165, 16777619
  %167 = xor i32 %166, %160
  %168 = mul i32 %167, 637696617
  %169 = and i32 %107, 7
  %170 = icmp eq i32 %169, 0
  br i1 %170, label %171, label %198

171:                                              ; preds = %105
  %172 = lshr i64 %110, 4
  %173 = add nuw nsw i64 %172, 1
  %174 = icmp ugt i64 %110, 31
  %175 = lshr i64 %173, 1
  %176 = icmp ult i64 %175, %172
  %177 = and i1 %174, %176
  %178 = trunc i64 %172 to i32
  %179 = lshr i64 %110, 36
  %180 = trunc i64 %179 to i32
  br i1 %177, label %181, label %191

181:                                              ; preds = %171, %181
  %182 = phi i64 [ %185, %181 ], [ %175, %171 ]
  %183 = udiv i64 %172, %182
  %184 = add nuw i64 %183, %182
  %185 = lshr i64 %184, 1
  %186 = icmp ult i64 %185, %182
  br i1 %186, label %181, label %187, !llvm.loop !16

187:                                              ; preds = %181
  %188 = trunc i64 %182 to i32
  %189 = lshr i64 %182, 32
  %190 = trunc i64 %189 to i32
  br label %191

191:                                              ; preds = %187, %171
  %192 = phi i32 [ %178, %171 ], [ %188, %187 ]
  %193 = phi i32 [ %180, %171 ], [ %190, %187 ]
  %194 = xor i32 %192, %168
  %195 = mul i32 %194, 16777619
  %196 = xor i32 %195, %193
  %197 = mul i32 %196, 16777619
  br label %198

198:                                              ; preds = %191, %105
  %199 = phi i32 [ %197, %191 ], [ %168, %105 ]
  %200 = add nuw nsw i32 %107, 1
  %201 = icmp eq i32 %200, 120
  br i1 %201, label %202, label %105, !llvm.loop !17

202:                                              ; preds = %198, %255
  %203 = phi i64 [ %256, %255 ], [ 1, %198 ]
  %204 = phi i64 [ %257, %255 ], [ 2, %198 ]
  %205 = phi i64 [ %258, %255 ], [ 1000003, %198 ]
  %206 = and i64 %205, 1
  %207 = icmp eq i64 %206, 0
  br i1 %207, label %231, label %208

208:                                              ; preds = %202
  %209 = icmp eq i64 %204, 0
  br i1 %209, label %255, label %210

210:                                              ; preds = %208
  %211 = urem i64 %203, 1000000007
  br label %212

212:                                              ; preds = %223, %210
  %213 = phi i64 [ %224, %223 ], [ 0, %210 ]
  %214 = phi i64 [ %228, %223 ], [ %211, %210 ]
  %215 = phi i64 [ %229, %223 ], [ %204, %210 ]
  %216 = and i64 %215, 1
  %217 = icmp eq i64 %216, 0
  br i1 %217, label %223, label %218

218:                                              ; preds = %212
  %219 = add i64 %214, %213
  %220 = icmp ult i64 %219, 1000000007
  %221 = select i1 %220, i64 0, i64 -1000000007
  %222 = add i64 %221, %219
  br label %223

223:                                              ; preds = %218, %212
  %224 = phi i64 [ %213, %212 ], [ %222, %218 ]
  %225 = shl i64 %214, 1
  %226 = icmp ult i64 %225, 1000000007
  %227 = select i1 %226, i64 0, i64 -1000000007
  %228 = add i64 %227, %225
  %229 = lshr i64 %215, 1
  %230 = icmp ult i64 %215, 2
  br i1 %230, label %231, label %212, !llvm.loop !18

231:                                              ; preds = %223, %202
  %232 = phi i64 [ %203, %202 ], [ %224, %223 ]
  %233 = icmp eq i64 %204, 0
  br i1 %233, label %255, label %234

234:                                              ; preds = %231
  %235 = urem i64 %204, 1000000007
  br label %236

236:                                              ; preds = %247, %234
  %237 = phi i64 [ %248, %247 ], [ 0, %234 ]
  %238 = phi i64 [ %252, %247 ], [ %235, %234 ]
  %239 = phi i64 [ %253, %247 ], [ %204, %234 ]
  %240 = and i64 %239, 1
  %241 = icmp eq i64 %240, 0
  br i1 %241, label %247, label %242

242:                                              ; preds = %236
  %243 = add i64 %238, %237
  %244 = icmp ult i64 %243, 1000000007
  %245 = select i1 %244, i64 0, i64 -1000000007
  %246 = add i64 %245, %243
  br label %247

247:                                              ; preds = %242, %236
  %248 = phi i64 [ %237, %236 ], [ %246, %242 ]
  %249 = shl i64 %238, 1
  %250 = icmp ult i64 %249, 1000000007
  %251 = select i1 %250, i64 0, i64 -1000000007
  %252 = add i64 %251, %249
  %253 = lshr i64 %239, 1
  %254 = icmp ult i64 %239, 2
  br i1 %254, label %255, label %236, !llvm.loop !18

255:                                              ; preds = %247, %231, %208
  %256 = phi i64 [ %232, %231 ], [ 0, %208 ], [ %232, %247 ]
  %257 = phi i64 [ 0, %231 ], [ 0, %208 ], [ %248, %247 ]
  %258 = lshr i64 %205, 1
  %259 = icmp ult i64 %205, 2
  br i1 %259, label %260, label %202, !llvm.loop !19

260:                                              ; preds = %255, %313
  %261 = phi i64 [ %314, %313 ], [ 1, %255 ]
  %262 = phi i64 [ %315, %313 ], [ 123456789, %255 ]
  %263 = phi i64 [ %316, %313 ], [ 65537, %255 ]
  %264 = and i64 %263, 1
  %265 = icmp eq i64 %264, 0
  br i1 %265, label %289, label %266

266:                                              ; preds = %260
  %267 = icmp eq i64 %262, 0
  br i1 %267, label %313, label %268

268:                                              ; preds = %266
  %269 = urem i64 %261, 4611686018427387845
  br label %270

270:                                              ; preds = %281, %268
  %271 = phi i64 [ %282, %281 ], [ 0, %268 ]
  %272 = phi i64 [ %286, %281 ], [ %269, %268 ]
  %273 = phi i64 [ %287, %281 ], [ %262, %268 ]
  %274 = and i64 %273, 1
  %275 = icmp eq i64 %274, 0
  br i1 %275, label %281, label %276

276:                                              ; preds = %270
  %277 = add i64 %272, %271
  %278 = icmp ult i64 %277, 4611686018427387845
  %279 = select i1 %278, i64 0, i64 -4611686018427387845
  %280 = add i64 %279, %277
  br label %281

281:                                              ; preds = %276, %270
  %282 = phi i64 [ %271, %270 ], [ %280, %276 ]
  %283 = shl i64 %272, 1
  %284 = icmp ult i64 %283, 4611686018427387845
  %285 = select i1 %284, i64 0, i64 -4611686018427387845
  %286 = add i64 %285, %283
  %287 = lshr i64 %273, 1
  %288 = icmp ult i64 %273, 2
  br i1 %288, label %289, label %270, !llvm.loop !18

289:                                              ; preds = %281, %260
  %290 = phi i64 [ %261, %260 ], [ %282, %281 ]
  %291 = icmp eq i64 %262, 0
  br i1 %291, label %313, label %292

292:                                              ; preds = %289
  %293 = urem i64 %262, 4611686018427387845
  br label %294

294:                                              ; preds = %305, %292
  %295 = phi i64 [ %306, %305 ], [ 0, %292 ]
  %296 = phi i64 [ %310, %305 ], [ %293, %292 ]
  %297 = phi i64 [ %311, %305 ], [ %262, %292 ]
  %298 = and i64 %297, 1
  %299 = icmp eq i64 %298, 0
  br i1 %299, label %305, label %300

300:                                              ; preds = %294
  %301 = add i64 %296, %295
  %302 = icmp ult i64 %301, 4611686018427387845
  %303 = select i1 %302, i64 0, i64 -4611686018427387845
  %304 = add i64 %303, %301
  br label %305

305:                                              ; preds = %300, %294
  %306 = phi i64 [ %295, %294 ], [ %304, %300 ]
  %307 = shl i64 %296, 1
  %308 = icmp ult i64 %307, 4611686018427387845
  %309 = select i1 %308, i64 0, i64 -4611686018427387845
  %310 = add i64 %309, %307
  %311 = lshr i64 %297, 1
  %312 = icmp ult i64 %297, 2
  br i1 %312, label %313, label %294, !llvm.loop !18

313:                                              ; preds = %305, %289, %266
  %314 = phi i64 [ %290, %289 ], [ 0, %266 ], [ %290, %305 ]
  %315 = phi i64 [ 0, %289 ], [ 0, %266 ], [ %306, %305 ]
  %316 = lshr i64 %263, 1
  %317 = icmp ult i64 %263, 2
  br i1 %317, label %318, label %260, !llvm.loop !19

318:                                              ; preds = %313
  %319 = trunc i64 %256 to i32
  %320 = xor i32 %199, %319
  %321 = mul i32 %320, 16777619
  %322 = lshr i64 %256, 32
  %323 = trunc i64 %322 to i32
  %324 = xor i32 %321, %323
  %325 = mul i32 %324, 16777619
  %326 = trunc i64 %314 to i32
  %327 = xor i32 %325, %326
  %328 = mul i32 %327, 16777619
  %329 = lshr i64 %314, 32
  %330 = trunc i64 %329 to i32
  %331 = xor i32 %328, %330
  %332 = mul i32 %331, 16777619
  store i32 %332, i32* @h, align 4, !tbaa !7
  %333 = and i32 %332, 2147483647
  ret i32 %333
}

declare dso_local void @abort() local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
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
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !9, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
