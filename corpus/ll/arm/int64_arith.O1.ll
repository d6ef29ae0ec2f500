; ModuleID = 'int64_arith.c'
source_filename = "int64_arith.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@vals = internal unnamed_addr constant [15 x i64] [i64 0, i64 1, i64 -1, i64 2147483647, i64 -2147483648, i64 2147483648, i64 4294967295, i64 4294967296, i64 -4294967296, i64 81985529216486895, i64 -81985529216486895, i64 9223372036854775807, i64 -9223372036854775808, i64 1000000007, i64 -999999999999], align 8
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %8
  %2 = phi i32 [ 0, %0 ], [ %9, %8 ]
  %3 = getelementptr inbounds [15 x i64], [15 x i64]* @vals, i32 0, i32 %2
  %4 = load i64, i64* %3, align 8, !tbaa !7
  %5 = icmp eq i32 %2, 12
  br label %11

6:                                                ; preds = %8
  %7 = load i32, i32* @h, align 4, !tbaa !11
  br label %102

8:                                                ; preds = %98
  %9 = add nuw nsw i32 %2, 1
  %10 = icmp eq i32 %9, 15
  br i1 %10, label %6, label %1, !llvm.loop !13

11:                                               ; preds = %1, %98
  %12 = phi i32 [ 0, %1 ], [ %99, %98 ]
  %13 = getelementptr inbounds [15 x i64], [15 x i64]* @vals, i32 0, i32 %12
  %14 = load i64, i64* %13, align 8, !tbaa !7
  %15 = icmp sgt i64 %4, %14
  %16 = icmp slt i64 %4, %14
  %17 = sext i1 %16 to i32
  %18 = select i1 %15, i32 2, i32 1
  %19 = add nsw i32 %18, %17
  %20 = icmp ugt i64 %4, %14
  %21 = zext i1 %20 to i32
  %22 = icmp ult i64 %4, %14
  %23 = sext i1 %22 to i32
  %24 = add nsw i32 %23, %21
  %25 = shl nsw i32 %24, 2
  %26 = add nsw i32 %25, 4
  %27 = or i32 %26, %19
  %28 = load i32, i32* @h, align 4, !tbaa !11
  %29 = xor i32 %27, %28
  %30 = mul i32 %29, 16777619
  %31 = add i64 %14, %4
  %32 = trunc i64 %31 to i32
  %33 = xor i32 %30, %32
  %34 = mul i32 %33, 16777619
  %35 = lshr i64 %31, 32
  %36 = trunc i64 %35 to i32
  %37 = xor i32 %34, %36
  %38 = mul i32 %37, 16777619
  %39 = mul i64 %14, %4
  %40 = trunc i64 %39 to i32
  %41 = xor i32 %38, %40
  %42 = mul i32 %41, 16777619
  %43 = lshr i64 %39, 32
  %44 = trunc i64 %43 to i32
  %45 = xor i32 %42, %44
  %46 = mul i32 %45, 16777619
  store i32 %46, i32* @h, align 4, !tbaa !11
  %47 = icmp eq i32 %12, 0
  br i1 %47, label %98, label %48

48:                                               ; preds = %11
  %49 = icmp eq i32 %12, 2
  %50 = select i1 %5, i1 %49, i1 false
  br i1 %50, label %77, label %51

51:                                               ; preds = %48
  %52 = freeze i64 %4
  %53 = freeze i64 %14
  %54 = sdiv i64 %52, %53
  %55 = mul i64 %54, %53
  %56 = sub i64 %52, %55
  %57 = mul i64 %54, %14
  %58 = add i64 %57, %56
  %59 = icmp eq i64 %58, %4
  br i1 %59, label %61, label %60

60:                                               ; preds = %51
  call void @abort() #2
  br label %61

61:                                               ; preds = %60, %51
  %62 = trunc i64 %54 to i32
  %63 = load i32, i32* @h, align 4, !tbaa !11
  %64 = xor i32 %63, %62
  %65 = mul i32 %64, 16777619
  %66 = lshr i64 %54, 32
  %67 = trunc i64 %66 to i32
  %68 = xor i32 %65, %67
  %69 = mul i32 %68, 16777619
  %70 = trunc i64 %56 to i32
  %71 = xor i32 %69, %70
  %72 = mul i32 %71, 16777619
  %73 = lshr i64 %56, 32
  %74 = trunc i64 %73 to i32
  %75 = xor i32 %72, %74
  %76 = mul i32 %75, 16777619
  store i32 %76, i32* @h, align 4, !tbaa !11
  br label %77

77:                                               ; preds = %61, %48
  %78 = freeze i64 %4
  %79 = freeze i64 %14
  %80 = udiv i64 %78, %79
  %81 = mul i64 %80, %79
  %82 = sub i64 %78, %81
  %83 = mul i64 %80, %14
  %84 = add i64 %83, %82
  %85 = icmp eq i64 %84, %4
  br i1 %85, label %87, label %86

86:                                               ; preds = %77
  call void @abort() #2
  br label %87

87:                                               ; preds = %86, %77
  %88 = shl i64 %82, 1
  %89 = xor i64 %88, %80
  %90 = trunc i64 %89 to i32
  %91 = load i32, i32* @h, align 4, !tbaa !11
  %92 = xor i32 %91, %90
  %93 = mul i32 %92, 16777619
  %94 = lshr i64 %89, 32
  %95 = trunc i64 %94 to i32
  %96 = xor i32 %93, %95
  %97 = mul i32 %96, 16777619
  store i32 %97, i32* @h, align 4, !tbaa !11
  br label %98

98:                                               ; preds = %11, %87
  %99 = add nuw nsw i32 %12, 1
  %100 = icmp eq i32 %99, 15
  br i1 %100, label %8, label %11, !llvm.loop !16

101:                                              ; preds = %196
  store i32 %197, i32* @h, align 4, !tbaa !11
  br label %200

102:                                              ; preds = %6, %196
  %103 = phi i64 [ 88172645463325252, %6 ], [ %107, %196 ]
  %104 = phi i32 [ 0, %6 ], [ %198, %196 ]
  %105 = phi i32 [ %7, %6 ], [ %197, %196 ]
  %106 = mul i64 %103, 6364136223846793005
  %107 = add i64 %106, 1442695040888963407
  %108 = lshr i64 %107, 32
  %109 = and i64 %107, 4294967295
  %110 = mul nuw i64 %109, %108
  %111 = shl i64 %107, 32
  %112 = ashr exact i64 %111, 32
  %113 = ashr i64 %107, 32
  %114 = mul nsw i64 %112, %113
  %115 = trunc i64 %110 to i32
  %116 = xor i32 %105, %115
  %117 = mul i32 %116, 16777619
  %118 = lshr i64 %110, 32
  %119 = trunc i64 %118 to i32
  %120 = xor i32 %117, %119
  %121 = mul i32 %120, 16777619
  %122 = trunc i64 %114 to i32
  %123 = xor i32 %121, %122
  %124 = mul i32 %123, 16777619
  %125 = lshr i64 %114, 32
  %126 = trunc i64 %125 to i32
  %127 = xor i32 %124, %126
  %128 = mul i32 %127, 16777619
  %129 = lshr i64 %107, 58
  %130 = trunc i64 %129 to i32
  %131 = lshr i64 %107, %129
  %132 = trunc i64 %131 to i32
  %133 = xor i32 %128, %132
  %134 = mul i32 %133, 16777619
  %135 = lshr i64 %131, 32
  %136 = trunc i64 %135 to i32
  %137 = xor i32 %134, %136
  %138 = mul i32 %137, 16777619
  %139 = ashr i64 %107, %129
  %140 = trunc i64 %139 to i32
  %141 = xor i32 %138, %140
  %142 = mul i32 %141, 16777619
  %143 = lshr i64 %139, 32
  %144 = trunc i64 %143 to i32
  %145 = xor i32 %142, %144
  %146 = mul i32 %145, 16777619
  %147 = xor i32 %130, 63
  %148 = zext i32 %147 to i64
  %149 = shl i64 %107, %148
  %150 = trunc i64 %149 to i32
  %151 = xor i32 %146, %150
  %152 = mul i32 %151, 16777619
  %153 = lshr i64 %149, 32
  %154 = trunc i64 %153 to i32
  %155 = xor i32 %152, %154
  %156 = mul i32 %155, 16777619
  %157 = trunc i64 %107 to i32
  %158 = xor i32 %156, %157
  %159 = mul i32 %158, 16777619
  %160 = lshr i64 %112, 32
  %161 = trunc i64 %160 to i32
  %162 = xor i32 %159, %161
  %163 = mul i32 %162, 16777619
  %164 = trunc i64 %107 to i32
  %165 = xor i32 %163, %164
  %166 = mul i32 %165, 637696617
  %167 = and i32 %104, 7
  %168 = icmp eq i32 %167, 0
  br i1 %168, label %169, label %196

169:                                              ; preds = %102
  %170 = lshr i64 %107, 4
  %171 = add nuw nsw i64 %170, 1
  %172 = icmp ugt i64 %107, 31
  %173 = lshr i64 %171, 1
  %174 = icmp ult i64 %173, %170
  %175 = and i1 %172, %174
  %176 = trunc i64 %170 to i32
  %177 = lshr i64 %107, 36
  %178 = trunc i64 %177 to i32
  br i1 %175, label %179, label %189

179:                                              ; preds = %169, %179
  %180 = phi i64 [ %183, %179 ], [ %173, %169 ]
  %181 = udiv i64 %170, %180
  %182 = add nuw i64 %181, %180
  %183 = lshr i64 %182, 1
  %184 = icmp ult i64 %183, %180
  br i1 %184, label %179, label %185, !llvm.loop !17

185:                                              ; preds = %179
  %186 = trunc i64 %180 to i32
  %187 = lshr i64 %180, 32
  %188 = trunc i64 %187 to i32
  br label %189

189:                                              ; preds = %185, %169
  %190 = phi i32 [ %176, %169 ], [ %186, %185 ]
  %191 = phi i32 [ %178, %169 ], [ %188, %185 ]
  %192 = xor i32 %190, %166
  %193 = mul i32 %192, 16777619
  %194 = xor i32 %193, %191
  %195 = mul i32 %194, 16777619
  br label %196

196:                                              ; preds = %189, %102
  %197 = phi i32 [ %195, %189 ], [ %166, %102 ]
  %198 = add nuw nsw i32 %104, 1
  %199 = icmp eq i32 %198, 120
  br i1 %199, label %101, label %102, !llvm.loop !18

200:                                              ; preds = %253, %101
  %201 = phi i64 [ %230, %253 ], [ 1, %101 ]
  %202 = phi i64 [ %254, %253 ], [ 2, %101 ]
  %203 = phi i64 [ %255, %253 ], [ 1000003, %101 ]
  %204 = and i64 %203, 1
  %205 = icmp eq i64 %204, 0
  br i1 %205, label %229, label %206

206:                                              ; preds = %200
  %207 = icmp eq i64 %202, 0
  br i1 %207, label %229, label %208

208:                                              ; preds = %206
  %209 = urem i64 %201, 1000000007
  br label %210

210:                                              ; preds = %221, %208
  %211 = phi i64 [ %222, %221 ], [ 0, %208 ]
  %212 = phi i64 [ %226, %221 ], [ %209, %208 ]
  %213 = phi i64 [ %227, %221 ], [ %202, %208 ]
  %214 = and i64 %213, 1
  %215 = icmp eq i64 %214, 0
  br i1 %215, label %221, label %216

216:                                              ; preds = %210
  %217 = add i64 %212, %211
  %218 = icmp ult i64 %217, 1000000007
  %219 = select i1 %218, i64 0, i64 -1000000007
  %220 = add i64 %219, %217
  br label %221

221:                                              ; preds = %216, %210
  %222 = phi i64 [ %211, %210 ], [ %220, %216 ]
  %223 = shl i64 %212, 1
  %224 = icmp ult i64 %223, 1000000007
  %225 = select i1 %224, i64 0, i64 -1000000007
  %226 = add i64 %225, %223
  %227 = lshr i64 %213, 1
  %228 = icmp ult i64 %213, 2
  br i1 %228, label %229, label %210, !llvm.loop !19

229:                                              ; preds = %221, %206, %200
  %230 = phi i64 [ %201, %200 ], [ 0, %206 ], [ %222, %221 ]
  %231 = icmp eq i64 %202, 0
  br i1 %231, label %253, label %232

232:                                              ; preds = %229
  %233 = urem i64 %202, 1000000007
  br label %234

234:                                              ; preds = %245, %232
  %235 = phi i64 [ %246, %245 ], [ 0, %232 ]
  %236 = phi i64 [ %250, %245 ], [ %233, %232 ]
  %237 = phi i64 [ %251, %245 ], [ %202, %232 ]
  %238 = and i64 %237, 1
  %239 = icmp eq i64 %238, 0
  br i1 %239, label %245, label %240

240:                                              ; preds = %234
  %241 = add i64 %236, %235
  %242 = icmp ult i64 %241, 1000000007
  %243 = select i1 %242, i64 0, i64 -1000000007
  %244 = add i64 %243, %241
  br label %245

245:                                              ; preds = %240, %234
  %246 = phi i64 [ %235, %234 ], [ %244, %240 ]
  %247 = shl i64 %236, 1
  %248 = icmp ult i64 %247, 1000000007
  %249 = select i1 %248, i64 0, i64 -1000000007
  %250 = add i64 %249, %247
  %251 = lshr i64 %237, 1
  %252 = icmp ult i64 %237, 2
  br i1 %252, label %253, label %234, !llvm.loop !19

253:                                              ; preds = %245, %229
  %254 = phi i64 [ 0, %229 ], [ %246, %245 ]
  %255 = lshr i64 %203, 1
  %256 = icmp ult i64 %203, 2
  br i1 %256, label %257, label %200, !llvm.loop !20

257:                                              ; preds = %253
  %258 = trunc i64 %230 to i32
  %259 = load i32, i32* @h, align 4, !tbaa !11
  %260 = xor i32 %259, %258
  %261 = mul i32 %260, 16777619
  %262 = lshr i64 %230, 32
  %263 = trunc i64 %262 to i32
  %264 = xor i32 %261, %263
  %265 = mul i32 %264, 16777619
  store i32 %265, i32* @h, align 4, !tbaa !11
  br label %266

266:                                              ; preds = %319, %257
  %267 = phi i64 [ %296, %319 ], [ 1, %257 ]
  %268 = phi i64 [ %320, %319 ], [ 123456789, %257 ]
  %269 = phi i64 [ %321, %319 ], [ 65537, %257 ]
  %270 = and i64 %269, 1
  %271 = icmp eq i64 %270, 0
  br i1 %271, label %295, label %272

272:                                              ; preds = %266
  %273 = icmp eq i64 %268, 0
  br i1 %273, label %295, label %274

274:                                              ; preds = %272
  %275 = urem i64 %267, 4611686018427387845
  br label %276

276:                                              ; preds = %287, %274
  %277 = phi i64 [ %288, %287 ], [ 0, %274 ]
  %278 = phi i64 [ %292, %287 ], [ %275, %274 ]
  %279 = phi i64 [ %293, %287 ], [ %268, %274 ]
  %280 = and i64 %279, 1
  %281 = icmp eq i64 %280, 0
  br i1 %281, label %287, label %282

282:                                              ; preds = %276
  %283 = add i64 %278, %277
  %284 = icmp ult i64 %283, 4611686018427387845
  %285 = select i1 %284, i64 0, i64 -4611686018427387845
  %286 = add i64 %285, %283
  br label %287

287:                                              ; preds = %282, %276
  %288 = phi i64 [ %277, %276 ], [ %286, %282 ]
  %289 = shl i64 %278, 1
  %290 = icmp ult i64 %289, 4611686018427387845
  %291 = select i1 %290, i64 0, i64 -4611686018427387845
  %292 = add i64 %291, %289
  %293 = lshr i64 %279, 1
  %294 = icmp ult i64 %279, 2
  br i1 %294, label %295, label %276, !llvm.loop !19

295:                                              ; preds = %287, %272, %266
  %296 = phi i64 [ %267, %266 ], [ 0, %272 ], [ %288, %287 ]
  %297 = icmp eq i64 %268, 0
  br i1 %297, label %319, label %298

298:                                              ; preds = %295
  %299 = urem i64 %268, 4611686018427387845
  br label %300

300:                                              ; preds = %311, %298
  %301 = phi i64 [ %312, %311 ], [ 0, %298 ]
  %302 = phi i64 [ %316, %311 ], [ %299, %298 ]
  %303 = phi i64 [ %317, %311 ], [ %268, %298 ]
  %304 = and i64 %303, 1
  %305 = icmp eq i64 %304, 0
  br i1 %305, label %311, label %306

306:                                              ; preds = %300
  %307 = add i64 %302, %301
  %308 = icmp ult i64 %307, 4611686018427387845
  %309 = select i1 %308, i64 0, i64 -4611686018427387845
  %310 = add i64 %309, %307
  br label %311

311:                                              ; preds = %306, %300
  %312 = phi i64 [ %301, %300 ], [ %310, %306 ]
  %313 = shl i64 %302, 1
  %314 = icmp ult i64 %313, 4611686018427387845
  %315 = select i1 %314, i64 0, i64 -4611686018427387845
  %316 = add i64 %315, %313
  %317 = lshr i64 %303, 1
  %318 = icmp ult i64 %303, 2
  br i1 %318, label %319, label %300, !llvm.loop !19

319:                                              ; preds = %311, %295
  %320 = phi i64 [ 0, %295 ], [ %312, %311 ]
  %321 = lshr i64 %269, 1
  %322 = icmp ult i64 %269, 2
  br i1 %322, label %323, label %266, !llvm.loop !20

323:                                              ; preds = %319
  %324 = trunc i64 %296 to i32
  %325 = xor i32 %265, %324
  %326 = mul i32 %325, 16777619
  %327 = lshr i64 %296, 32
  %328 = trunc i64 %327 to i32
  %329 = xor i32 %326, %328
  %330 = mul i32 %329, 16777619
  store i32 %330, i32* @h, align 4, !tbaa !11
  %331 = and i32 %330, 2147483647
  ret i32 %331
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
!8 = !{!"long long", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !9, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
