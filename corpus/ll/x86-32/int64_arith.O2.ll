; ModuleID = 'int64_arith.c'
source_filename = "int64_arith.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@vals = internal unnamed_addr constant [15 x i64] [i64 0, i64 1, i64 -1, i64 2147483647, i64 -2147483648, i64 2147483648, i64 4294967295, i64 4294967296, i64 -4294967296, i64 81985529216486895, i64 -81985529216486895, i64 9223372036854775807, i64 -9223372036854775808, i64 1000000007, i64 -999999999999], align 8
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @h, align 4, !tbaa !3
  br label %2

2:                                                ; preds = %0, %8
  %3 = phi i32 [ %1, %0 ], [ %102, %8 ]
  %4 = phi i32 [ 0, %0 ], [ %9, %8 ]
  %5 = getelementptr inbounds [15 x i64], [15 x i64]* @vals, i32 0, i32 %4
  %6 = load i64, i64* %5, align 8, !tbaa !7
  %7 = icmp eq i32 %4, 12
  br label %11

8:                                                ; preds = %101
  %9 = add nuw nsw i32 %4, 1
  %10 = icmp eq i32 %9, 15
  br i1 %10, label %105, label %2, !llvm.loop !9

11:                                               ; preds = %2, %101
  %12 = phi i32 [ %3, %2 ], [ %102, %101 ]
  %13 = phi i32 [ 0, %2 ], [ %103, %101 ]
  %14 = getelementptr inbounds [15 x i64], [15 x i64]* @vals, i32 0, i32 %13
  %15 = load i64, i64* %14, align 8, !tbaa !7
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
  store i32 %46, i32* @h, align 4, !tbaa !3
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
  %61 = load i32, i32* @h, align 4, !tbaa !3
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
  store i32 %77, i32* @h, align 4, !tbaa !3
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
  %89 = load i32, i32* @h, align 4, !tbaa !3
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
  store i32 %100, i32* @h, align 4, !tbaa !3
  br label %101

101:                                              ; preds = %11, %90
  %102 = phi i32 [ %46, %11 ], [ %100, %90 ]
  %103 = add nuw nsw i32 %13, 1
  %104 = icmp eq i32 %103, 15
  br i1 %104, label %8, label %11, !llvm.loop !11

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
  br i1 %186, label %181, label %187, !llvm.loop !12

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
  br i1 %201, label %202, label %105, !llvm.loop !13

202:                                              ; preds = %198, %251
  %203 = phi i64 [ %252, %251 ], [ 1, %198 ]
  %204 = phi i64 [ %253, %251 ], [ 2, %198 ]
  %205 = phi i64 [ %254, %251 ], [ 1000003, %198 ]
  %206 = and i64 %205, 1
  %207 = icmp eq i64 %206, 0
  br i1 %207, label %229, label %208

208:                                              ; preds = %202
  %209 = icmp eq i64 %204, 0
  br i1 %209, label %251, label %210

210:                                              ; preds = %208
  %211 = urem i64 %203, 1000000007
  br label %212

212:                                              ; preds = %212, %210
  %213 = phi i64 [ %222, %212 ], [ 0, %210 ]
  %214 = phi i64 [ %226, %212 ], [ %211, %210 ]
  %215 = phi i64 [ %227, %212 ], [ %204, %210 ]
  %216 = and i64 %215, 1
  %217 = icmp eq i64 %216, 0
  %218 = add i64 %214, %213
  %219 = icmp ult i64 %218, 1000000007
  %220 = select i1 %219, i64 0, i64 -1000000007
  %221 = add i64 %220, %218
  %222 = select i1 %217, i64 %213, i64 %221
  %223 = shl i64 %214, 1
  %224 = icmp ult i64 %223, 1000000007
  %225 = select i1 %224, i64 0, i64 -1000000007
  %226 = add i64 %225, %223
  %227 = lshr i64 %215, 1
  %228 = icmp ult i64 %215, 2
  br i1 %228, label %229, label %212, !llvm.loop !14

229:                                              ; preds = %212, %202
  %230 = phi i64 [ %203, %202 ], [ %222, %212 ]
  %231 = icmp eq i64 %204, 0
  br i1 %231, label %251, label %232

232:                                              ; preds = %229
  %233 = urem i64 %204, 1000000007
  br label %234

234:                                              ; preds = %234, %232
  %235 = phi i64 [ %244, %234 ], [ 0, %232 ]
  %236 = phi i64 [ %248, %234 ], [ %233, %232 ]
  %237 = phi i64 [ %249, %234 ], [ %204, %232 ]
  %238 = and i64 %237, 1
  %239 = icmp eq i64 %238, 0
  %240 = add i64 %236, %235
  %241 = icmp ult i64 %240, 1000000007
  %242 = select i1 %241, i64 0, i64 -1000000007
  %243 = add i64 %242, %240
  %244 = select i1 %239, i64 %235, i64 %243
  %245 = shl i64 %236, 1
  %246 = icmp ult i64 %245, 1000000007
  %247 = select i1 %246, i64 0, i64 -1000000007
  %248 = add i64 %247, %245
  %249 = lshr i64 %237, 1
  %250 = icmp ult i64 %237, 2
  br i1 %250, label %251, label %234, !llvm.loop !14

251:                                              ; preds = %234, %229, %208
  %252 = phi i64 [ %230, %229 ], [ 0, %208 ], [ %230, %234 ]
  %253 = phi i64 [ 0, %229 ], [ 0, %208 ], [ %244, %234 ]
  %254 = lshr i64 %205, 1
  %255 = icmp ult i64 %205, 2
  br i1 %255, label %256, label %202, !llvm.loop !15

256:                                              ; preds = %251, %305
  %257 = phi i64 [ %306, %305 ], [ 1, %251 ]
  %258 = phi i64 [ %307, %305 ], [ 123456789, %251 ]
  %259 = phi i64 [ %308, %305 ], [ 65537, %251 ]
  %260 = and i64 %259, 1
  %261 = icmp eq i64 %260, 0
  br i1 %261, label %283, label %262

262:                                              ; preds = %256
  %263 = icmp eq i64 %258, 0
  br i1 %263, label %305, label %264

264:                                              ; preds = %262
  %265 = urem i64 %257, 4611686018427387845
  br label %266

266:                                              ; preds = %266, %264
  %267 = phi i64 [ %276, %266 ], [ 0, %264 ]
  %268 = phi i64 [ %280, %266 ], [ %265, %264 ]
  %269 = phi i64 [ %281, %266 ], [ %258, %264 ]
  %270 = and i64 %269, 1
  %271 = icmp eq i64 %270, 0
  %272 = add i64 %268, %267
  %273 = icmp ult i64 %272, 4611686018427387845
  %274 = select i1 %273, i64 0, i64 -4611686018427387845
  %275 = add i64 %274, %272
  %276 = select i1 %271, i64 %267, i64 %275
  %277 = shl i64 %268, 1
  %278 = icmp ult i64 %277, 4611686018427387845
  %279 = select i1 %278, i64 0, i64 -4611686018427387845
  %280 = add i64 %279, %277
  %281 = lshr i64 %269, 1
  %282 = icmp ult i64 %269, 2
  br i1 %282, label %283, label %266, !llvm.loop !14

283:                                              ; preds = %266, %256
  %284 = phi i64 [ %257, %256 ], [ %276, %266 ]
  %285 = icmp eq i64 %258, 0
  br i1 %285, label %305, label %286

286:                                              ; preds = %283
  %287 = urem i64 %258, 4611686018427387845
  br label %288

288:                                              ; preds = %288, %286
  %289 = phi i64 [ %298, %288 ], [ 0, %286 ]
  %290 = phi i64 [ %302, %288 ], [ %287, %286 ]
  %291 = phi i64 [ %303, %288 ], [ %258, %286 ]
  %292 = and i64 %291, 1
  %293 = icmp eq i64 %292, 0
  %294 = add i64 %290, %289
  %295 = icmp ult i64 %294, 4611686018427387845
  %296 = select i1 %295, i64 0, i64 -4611686018427387845
  %297 = add i64 %296, %294
  %298 = select i1 %293, i64 %289, i64 %297
  %299 = shl i64 %290, 1
  %300 = icmp ult i64 %299, 4611686018427387845
  %301 = select i1 %300, i64 0, i64 -4611686018427387845
  %302 = add i64 %301, %299
  %303 = lshr i64 %291, 1
  %304 = icmp ult i64 %291, 2
  br i1 %304, label %305, label %288, !llvm.loop !14

305:                                              ; preds = %288, %283, %262
  %306 = phi i64 [ %284, %283 ], [ 0, %262 ], [ %284, %288 ]
  %307 = phi i64 [ 0, %283 ], [ 0, %262 ], [ %298, %288 ]
  %308 = lshr i64 %259, 1
  %309 = icmp ult i64 %259, 2
  br i1 %309, label %310, label %256, !llvm.loop !15

310:                                              ; preds = %305
  %311 = trunc i64 %252 to i32
  %312 = xor i32 %199, %311
  %313 = mul i32 %312, 16777619
  %314 = lshr i64 %252, 32
  %315 = trunc i64 %314 to i32
  %316 = xor i32 %313, %315
  %317 = mul i32 %316, 16777619
  %318 = trunc i64 %306 to i32
  %319 = xor i32 %317, %318
  %320 = mul i32 %319, 16777619
  %321 = lshr i64 %306, 32
  %322 = trunc i64 %321 to i32
  %323 = xor i32 %320, %322
  %324 = mul i32 %323, 16777619
  store i32 %324, i32* @h, align 4, !tbaa !3
  %325 = and i32 %324, 2147483647
  ret i32 %325
}

declare dso_local void @abort() local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"long long", !5, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
