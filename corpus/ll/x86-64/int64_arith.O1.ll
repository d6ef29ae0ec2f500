; ModuleID = 'int64_arith.c'
source_filename = "int64_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vals = internal unnamed_addr constant [15 x i64] [i64 0, i64 1, i64 -1, i64 2147483647, i64 -2147483648, i64 2147483648, i64 4294967295, i64 4294967296, i64 -4294967296, i64 81985529216486895, i64 -81985529216486895, i64 9223372036854775807, i64 -9223372036854775808, i64 1000000007, i64 -999999999999], align 16
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %8
  %2 = phi i64 [ 0, %0 ], [ %9, %8 ]
  %3 = getelementptr inbounds [15 x i64], [15 x i64]* @vals, i64 0, i64 %2
  %4 = load i64, i64* %3, align 8, !tbaa !2
  %5 = icmp eq i64 %2, 12
  br label %11

6:                                                ; preds = %8
  %7 = load i32, i32* @h, align 4, !tbaa !6
  br label %96

8:                                                ; preds = %92
  %9 = add nuw nsw i64 %2, 1
  %10 = icmp eq i64 %9, 15
  br i1 %10, label %6, label %1, !llvm.loop !8

11:                                               ; preds = %1, %92
  %12 = phi i64 [ 0, %1 ], [ %93, %92 ]
  %13 = getelementptr inbounds [15 x i64], [15 x i64]* @vals, i64 0, i64 %12
  %14 = load i64, i64* %13, align 8, !tbaa !2
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
  %28 = load i32, i32* @h, align 4, !tbaa !6
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
  store i32 %46, i32* @h, align 4, !tbaa !6
  %47 = icmp eq i64 %12, 0
  br i1 %47, label %92, label %48

48:                                               ; preds = %11
  %49 = icmp eq i64 %12, 2
  %50 = select i1 %5, i1 %49, i1 false
  br i1 %50, label %74, label %51

51:                                               ; preds = %48
  %52 = sdiv i64 %4, %14
  %53 = srem i64 %4, %14
  %54 = mul i64 %52, %14
  %55 = add i64 %54, %53
  %56 = icmp eq i64 %55, %4
  br i1 %56, label %58, label %57

57:                                               ; preds = %51
  call void @abort() #2
  br label %58

58:                                               ; preds = %57, %51
  %59 = trunc i64 %52 to i32
  %60 = load i32, i32* @h, align 4, !tbaa !6
  %61 = xor i32 %60, %59
  %62 = mul i32 %61, 16777619
  %63 = lshr i64 %52, 32
  %64 = trunc i64 %63 to i32
  %65 = xor i32 %62, %64
  %66 = mul i32 %65, 16777619
  %67 = trunc i64 %53 to i32
  %68 = xor i32 %66, %67
  %69 = mul i32 %68, 16777619
  %70 = lshr i64 %53, 32
  %71 = trunc i64 %70 to i32
  %72 = xor i32 %69, %71
  %73 = mul i32 %72, 16777619
  store i32 %73, i32* @h, align 4, !tbaa !6
  br label %74

74:                                               ; preds = %58, %48
  %75 = udiv i64 %4, %14
  %76 = urem i64 %4, %14
  %77 = mul i64 %75, %14
  %78 = add i64 %77, %76
  %79 = icmp eq i64 %78, %4
  br i1 %79, label %81, label %80

80:                                               ; preds = %74
  call void @abort() #2
  br label %81

81:                                               ; preds = %80, %74
  %82 = shl i64 %76, 1
  %83 = xor i64 %82, %75
  %84 = trunc i64 %83 to i32
  %85 = load i32, i32* @h, align 4, !tbaa !6
  %86 = xor i32 %85, %84
  %87 = mul i32 %86, 16777619
  %88 = lshr i64 %83, 32
  %89 = trunc i64 %88 to i32
  %90 = xor i32 %87, %89
  %91 = mul i32 %90, 16777619
  store i32 %91, i32* @h, align 4, !tbaa !6
  br label %92

92:                                               ; preds = %11, %81
  %93 = add nuw nsw i64 %12, 1
  %94 = icmp eq i64 %93, 15
  br i1 %94, label %8, label %11, !llvm.loop !11

95:                                               ; preds = %183
  store i32 %184, i32* @h, align 4, !tbaa !6
  br label %187

96:                                               ; preds = %6, %183
  %97 = phi i64 [ 88172645463325252, %6 ], [ %101, %183 ]
  %98 = phi i32 [ 0, %6 ], [ %185, %183 ]
  %99 = phi i32 [ %7, %6 ], [ %184, %183 ]
  %100 = mul i64 %97, 6364136223846793005
  %101 = add i64 %100, 1442695040888963407
  %102 = lshr i64 %101, 32
  %103 = and i64 %101, 4294967295
  %104 = mul nuw i64 %103, %102
  %105 = shl i64 %101, 32
  %106 = ashr exact i64 %105, 32
  %107 = ashr i64 %101, 32
  %108 = mul nsw i64 %106, %107
  %109 = trunc i64 %104 to i32
  %110 = xor i32 %99, %109
  %111 = mul i32 %110, 16777619
  %112 = lshr i64 %104, 32
  %113 = trunc i64 %112 to i32
  %114 = xor i32 %111, %113
  %115 = mul i32 %114, 16777619
  %116 = trunc i64 %108 to i32
  %117 = xor i32 %115, %116
  %118 = mul i32 %117, 16777619
  %119 = lshr i64 %108, 32
  %120 = trunc i64 %119 to i32
  %121 = xor i32 %118, %120
  %122 = mul i32 %121, 16777619
  %123 = lshr i64 %101, 58
  %124 = lshr i64 %101, %123
  %125 = trunc i64 %124 to i32
  %126 = xor i32 %122, %125
  %127 = mul i32 %126, 16777619
  %128 = lshr i64 %124, 32
  %129 = trunc i64 %128 to i32
  %130 = xor i32 %127, %129
  %131 = mul i32 %130, 16777619
  %132 = ashr i64 %101, %123
  %133 = trunc i64 %132 to i32
  %134 = xor i32 %131, %133
  %135 = mul i32 %134, 16777619
  %136 = lshr i64 %132, 32
  %137 = trunc i64 %136 to i32
  %138 = xor i32 %135, %137
  %139 = mul i32 %138, 16777619
  %140 = xor i64 %123, 63
  %141 = shl i64 %101, %140
  %142 = trunc i64 %141 to i32
  %143 = xor i32 %139, %142
  %144 = mul i32 %143, 16777619
  %145 = lshr i64 %141, 32
  %146 = trunc i64 %145 to i32
  %147 = xor i32 %144, %146
  %148 = mul i32 %147, 16777619
  %149 = trunc i64 %101 to i32
  %150 = xor i32 %148, %149
  %151 = mul i32 %150, 16777619
  %152 = lshr i64 %106, 32
  %153 = trunc i64 %152 to i32
  %154 = xor i32 %151, %153
  %155 = mul i32 %154, 16777619
  %156 = trunc i64 %101 to i32
  %157 = xor i32 %155, %156
  %158 = mul i32 %157, 637696617
  %159 = and i32 %98, 7
  %160 = icmp eq i32 %159, 0
  br i1 %160, label %161, label %183

161:                                              ; preds = %96
  %162 = lshr i64 %101, 4
  %163 = add nuw nsw i64 %162, 1
  %164 = icmp ugt i64 %101, 31
  %165 = lshr i64 %163, 1
  %166 = icmp ult i64 %165, %162
  %167 = and i1 %164, %166
  br i1 %167, label %168, label %174

168:                                              ; preds = %161, %168
  %169 = phi i64 [ %172, %168 ], [ %165, %161 ]
  %170 = udiv i64 %162, %169
  %171 = add nuw i64 %170, %169
  %172 = lshr i64 %171, 1
  %173 = icmp ult i64 %172, %169
  br i1 %173, label %168, label %174, !llvm.loop !12

174:                                              ; preds = %168, %161
  %175 = phi i64 [ %162, %161 ], [ %169, %168 ]
  %176 = trunc i64 %175 to i32
  %177 = xor i32 %158, %176
  %178 = mul i32 %177, 16777619
  %179 = lshr i64 %175, 32
  %180 = trunc i64 %179 to i32
  %181 = xor i32 %178, %180
  %182 = mul i32 %181, 16777619
  br label %183

183:                                              ; preds = %174, %96
  %184 = phi i32 [ %182, %174 ], [ %158, %96 ]
  %185 = add nuw nsw i32 %98, 1
  %186 = icmp eq i32 %185, 120
  br i1 %186, label %95, label %96, !llvm.loop !13

187:                                              ; preds = %236, %95
  %188 = phi i64 [ %215, %236 ], [ 1, %95 ]
  %189 = phi i64 [ %237, %236 ], [ 2, %95 ]
  %190 = phi i64 [ %238, %236 ], [ 1000003, %95 ]
  %191 = and i64 %190, 1
  %192 = icmp eq i64 %191, 0
  br i1 %192, label %214, label %193

193:                                              ; preds = %187
  %194 = icmp eq i64 %189, 0
  br i1 %194, label %214, label %195

195:                                              ; preds = %193
  %196 = urem i64 %188, 1000000007
  br label %197

197:                                              ; preds = %197, %195
  %198 = phi i64 [ %207, %197 ], [ 0, %195 ]
  %199 = phi i64 [ %211, %197 ], [ %196, %195 ]
  %200 = phi i64 [ %212, %197 ], [ %189, %195 ]
  %201 = and i64 %200, 1
  %202 = icmp eq i64 %201, 0
  %203 = add i64 %199, %198
  %204 = icmp ult i64 %203, 1000000007
  %205 = select i1 %204, i64 0, i64 -1000000007
  %206 = add i64 %205, %203
  %207 = select i1 %202, i64 %198, i64 %206
  %208 = shl i64 %199, 1
  %209 = icmp ult i64 %208, 1000000007
  %210 = select i1 %209, i64 0, i64 -1000000007
  %211 = add i64 %210, %208
  %212 = lshr i64 %200, 1
  %213 = icmp ult i64 %200, 2
  br i1 %213, label %214, label %197, !llvm.loop !14

214:                                              ; preds = %197, %193, %187
  %215 = phi i64 [ %188, %187 ], [ 0, %193 ], [ %207, %197 ]
  %216 = icmp eq i64 %189, 0
  br i1 %216, label %236, label %217

217:                                              ; preds = %214
  %218 = urem i64 %189, 1000000007
  br label %219

219:                                              ; preds = %219, %217
  %220 = phi i64 [ %229, %219 ], [ 0, %217 ]
  %221 = phi i64 [ %233, %219 ], [ %218, %217 ]
  %222 = phi i64 [ %234, %219 ], [ %189, %217 ]
  %223 = and i64 %222, 1
  %224 = icmp eq i64 %223, 0
  %225 = add i64 %221, %220
  %226 = icmp ult i64 %225, 1000000007
  %227 = select i1 %226, i64 0, i64 -1000000007
  %228 = add i64 %227, %225
  %229 = select i1 %224, i64 %220, i64 %228
  %230 = shl i64 %221, 1
  %231 = icmp ult i64 %230, 1000000007
  %232 = select i1 %231, i64 0, i64 -1000000007
  %233 = add i64 %232, %230
  %234 = lshr i64 %222, 1
  %235 = icmp ult i64 %222, 2
  br i1 %235, label %236, label %219, !llvm.loop !14

236:                                              ; preds = %219, %214
  %237 = phi i64 [ 0, %214 ], [ %229, %219 ]
  %238 = lshr i64 %190, 1
  %239 = icmp ult i64 %190, 2
  br i1 %239, label %240, label %187, !llvm.loop !15

240:                                              ; preds = %236
  %241 = trunc i64 %215 to i32
  %242 = load i32, i32* @h, align 4, !tbaa !6
  %243 = xor i32 %242, %241
  %244 = mul i32 %243, 16777619
  %245 = lshr i64 %215, 32
  %246 = trunc i64 %245 to i32
  %247 = xor i32 %244, %246
  %248 = mul i32 %247, 16777619
  store i32 %248, i32* @h, align 4, !tbaa !6
  br label %249

249:                                              ; preds = %298, %240
  %250 = phi i64 [ %277, %298 ], [ 1, %240 ]
  %251 = phi i64 [ %299, %298 ], [ 123456789, %240 ]
  %252 = phi i64 [ %300, %298 ], [ 65537, %240 ]
  %253 = and i64 %252, 1
  %254 = icmp eq i64 %253, 0
  br i1 %254, label %276, label %255

255:                                              ; preds = %249
  %256 = icmp eq i64 %251, 0
  br i1 %256, label %276, label %257

257:                                              ; preds = %255
  %258 = urem i64 %250, 4611686018427387845
  br label %259

259:                                              ; preds = %259, %257
  %260 = phi i64 [ %269, %259 ], [ 0, %257 ]
  %261 = phi i64 [ %273, %259 ], [ %258, %257 ]
  %262 = phi i64 [ %274, %259 ], [ %251, %257 ]
  %263 = and i64 %262, 1
  %264 = icmp eq i64 %263, 0
  %265 = add i64 %261, %260
  %266 = icmp ult i64 %265, 4611686018427387845
  %267 = select i1 %266, i64 0, i64 -4611686018427387845
  %268 = add i64 %267, %265
  %269 = select i1 %264, i64 %260, i64 %268
  %270 = shl i64 %261, 1
  %271 = icmp ult i64 %270, 4611686018427387845
  %272 = select i1 %271, i64 0, i64 -4611686018427387845
  %273 = add i64 %272, %270
  %274 = lshr i64 %262, 1
  %275 = icmp ult i64 %262, 2
  br i1 %275, label %276, label %259, !llvm.loop !14

276:                                              ; preds = %259, %255, %249
  %277 = phi i64 [ %250, %249 ], [ 0, %255 ], [ %269, %259 ]
  %278 = icmp eq i64 %251, 0
  br i1 %278, label %298, label %279

279:                                              ; preds = %276
  %280 = urem i64 %251, 4611686018427387845
  br label %281

281:                                              ; preds = %281, %279
  %282 = phi i64 [ %291, %281 ], [ 0, %279 ]
  %283 = phi i64 [ %295, %281 ], [ %280, %279 ]
  %284 = phi i64 [ %296, %281 ], [ %251, %279 ]
  %285 = and i64 %284, 1
  %286 = icmp eq i64 %285, 0
  %287 = add i64 %283, %282
  %288 = icmp ult i64 %287, 4611686018427387845
  %289 = select i1 %288, i64 0, i64 -4611686018427387845
  %290 = add i64 %289, %287
  %291 = select i1 %286, i64 %282, i64 %290
  %292 = shl i64 %283, 1
  %293 = icmp ult i64 %292, 4611686018427387845
  %294 = select i1 %293, i64 0, i64 -4611686018427387845
  %295 = add i64 %294, %292
  %296 = lshr i64 %284, 1
  %297 = icmp ult i64 %284, 2
  br i1 %297, label %298, label %281, !llvm.loop !14

298:                                              ; preds = %281, %276
  %299 = phi i64 [ 0, %276 ], [ %291, %281 ]
  %300 = lshr i64 %252, 1
  %301 = icmp ult i64 %252, 2
  br i1 %301, label %302, label %249, !llvm.loop !15

302:                                              ; preds = %298
  %303 = trunc i64 %277 to i32
  %304 = xor i32 %248, %303
  %305 = mul i32 %304, 16777619
  %306 = lshr i64 %277, 32
  %307 = trunc i64 %306 to i32
  %308 = xor i32 %305, %307
  %309 = mul i32 %308, 16777619
  store i32 %309, i32* @h, align 4, !tbaa !6
  %310 = and i32 %309, 2147483647
  ret i32 %310
}

declare dso_local void @abort() local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"long", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !4, i64 0}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !9, !10}
!12 = distinct !{!12, !9, !10}
!13 = distinct !{!13, !9, !10}
!14 = distinct !{!14, !9, !10}
!15 = distinct !{!15, !9, !10}
