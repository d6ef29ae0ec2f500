; ModuleID = 'int64_arith.c'
source_filename = "int64_arith.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@vals = internal unnamed_addr constant [15 x i64] [i64 0, i64 1, i64 -1, i64 2147483647, i64 -2147483648, i64 2147483648, i64 4294967295, i64 4294967296, i64 -4294967296, i64 81985529216486895, i64 -81985529216486895, i64 9223372036854775807, i64 -9223372036854775808, i64 1000000007, i64 -999999999999], align 8
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %8
  %2 = phi i32 [ 0, %0 ], [ %9, %8 ]
  %3 = getelementptr inbounds [15 x i64], [15 x i64]* @vals, i32 0, i32 %2
  %4 = load i64, i64* %3, align 8, !tbaa !3
  %5 = icmp eq i32 %2, 12
  br label %11

6:                                                ; preds = %8
  %7 = load i32, i32* @h, align 4, !tbaa !7
  br label %102

8:                                                ; preds = %98
  %9 = add nuw nsw i32 %2, 1
  %10 = icmp eq i32 %9, 15
  br i1 %10, label %6, label %1, !llvm.loop !9

11:                                               ; preds = %1, %98
  %12 = phi i32 [ 0, %1 ], [ %99, %98 ]
  %13 = getelementptr inbounds [15 x i64], [15 x i64]* @vals, i32 0, i32 %12
  %14 = load i64, i64* %13, align 8, !tbaa !3
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
  %28 = load i32, i32* @h, align 4, !tbaa !7
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
  store i32 %46, i32* @h, align 4, !tbaa !7
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
  %63 = load i32, i32* @h, align 4, !tbaa !7
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
  store i32 %76, i32* @h, align 4, !tbaa !7
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
  %91 = load i32, i32* @h, align 4, !tbaa !7
  %92 = xor i32 %91, %90
  %93 = mul i32 %92, 16777619
  %94 = lshr i64 %89, 32
  %95 = trunc i64 %94 to i32
  %96 = xor i32 %93, %95
  %97 = mul i32 %96, 16777619
  store i32 %97, i32* @h, align 4, !tbaa !7
  br label %98

98:                                               ; preds = %11, %87
  %99 = add nuw nsw i32 %12, 1
  %100 = icmp eq i32 %99, 15
  br i1 %100, label %8, label %11, !llvm.loop !12

101:                                              ; preds = %196
  store i32 %197, i32* @h, align 4, !tbaa !7
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
  br i1 %184, label %179, label %185, !llvm.loop !13

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
  br i1 %199, label %101, label %102, !llvm.loop !14

200:                                              ; preds = %249, %101
  %201 = phi i64 [ %228, %249 ], [ 1, %101 ]
  %202 = phi i64 [ %250, %249 ], [ 2, %101 ]
  %203 = phi i64 [ %251, %249 ], [ 1000003, %101 ]
  %204 = and i64 %203, 1
  %205 = icmp eq i64 %204, 0
  br i1 %205, label %227, label %206

206:                                              ; preds = %200
  %207 = icmp eq i64 %202, 0
  br i1 %207, label %227, label %208

208:                                              ; preds = %206
  %209 = urem i64 %201, 1000000007
  br label %210

210:                                              ; preds = %210, %208
  %211 = phi i64 [ %220, %210 ], [ 0, %208 ]
  %212 = phi i64 [ %224, %210 ], [ %209, %208 ]
  %213 = phi i64 [ %225, %210 ], [ %202, %208 ]
  %214 = and i64 %213, 1
  %215 = icmp eq i64 %214, 0
  %216 = add i64 %212, %211
  %217 = icmp ult i64 %216, 1000000007
  %218 = select i1 %217, i64 0, i64 -1000000007
  %219 = add i64 %218, %216
  %220 = select i1 %215, i64 %211, i64 %219
  %221 = shl i64 %212, 1
  %222 = icmp ult i64 %221, 1000000007
  %223 = select i1 %222, i64 0, i64 -1000000007
  %224 = add i64 %223, %221
  %225 = lshr i64 %213, 1
  %226 = icmp ult i64 %213, 2
  br i1 %226, label %227, label %210, !llvm.loop !15

227:                                              ; preds = %210, %206, %200
  %228 = phi i64 [ %201, %200 ], [ 0, %206 ], [ %220, %210 ]
  %229 = icmp eq i64 %202, 0
  br i1 %229, label %249, label %230

230:                                              ; preds = %227
  %231 = urem i64 %202, 1000000007
  br label %232

232:                                              ; preds = %232, %230
  %233 = phi i64 [ %242, %232 ], [ 0, %230 ]
  %234 = phi i64 [ %246, %232 ], [ %231, %230 ]
  %235 = phi i64 [ %247, %232 ], [ %202, %230 ]
  %236 = and i64 %235, 1
  %237 = icmp eq i64 %236, 0
  %238 = add i64 %234, %233
  %239 = icmp ult i64 %238, 1000000007
  %240 = select i1 %239, i64 0, i64 -1000000007
  %241 = add i64 %240, %238
  %242 = select i1 %237, i64 %233, i64 %241
  %243 = shl i64 %234, 1
  %244 = icmp ult i64 %243, 1000000007
  %245 = select i1 %244, i64 0, i64 -1000000007
  %246 = add i64 %245, %243
  %247 = lshr i64 %235, 1
  %248 = icmp ult i64 %235, 2
  br i1 %248, label %249, label %232, !llvm.loop !15

249:                                              ; preds = %232, %227
  %250 = phi i64 [ 0, %227 ], [ %242, %232 ]
  %251 = lshr i64 %203, 1
  %252 = icmp ult i64 %203, 2
  br i1 %252, label %253, label %200, !llvm.loop !16

253:                                              ; preds = %249
  %254 = trunc i64 %228 to i32
  %255 = load i32, i32* @h, align 4, !tbaa !7
  %256 = xor i32 %255, %254
  %257 = mul i32 %256, 16777619
  %258 = lshr i64 %228, 32
  %259 = trunc i64 %258 to i32
  %260 = xor i32 %257, %259
  %261 = mul i32 %260, 16777619
  store i32 %261, i32* @h, align 4, !tbaa !7
  br label %262

262:                                              ; preds = %311, %253
  %263 = phi i64 [ %290, %311 ], [ 1, %253 ]
  %264 = phi i64 [ %312, %311 ], [ 123456789, %253 ]
  %265 = phi i64 [ %313, %311 ], [ 65537, %253 ]
  %266 = and i64 %265, 1
  %267 = icmp eq i64 %266, 0
  br i1 %267, label %289, label %268

268:                                              ; preds = %262
  %269 = icmp eq i64 %264, 0
  br i1 %269, label %289, label %270

270:                                              ; preds = %268
  %271 = urem i64 %263, 4611686018427387845
  br label %272

272:                                              ; preds = %272, %270
  %273 = phi i64 [ %282, %272 ], [ 0, %270 ]
  %274 = phi i64 [ %286, %272 ], [ %271, %270 ]
  %275 = phi i64 [ %287, %272 ], [ %264, %270 ]
  %276 = and i64 %275, 1
  %277 = icmp eq i64 %276, 0
  %278 = add i64 %274, %273
  %279 = icmp ult i64 %278, 4611686018427387845
  %280 = select i1 %279, i64 0, i64 -4611686018427387845
  %281 = add i64 %280, %278
  %282 = select i1 %277, i64 %273, i64 %281
  %283 = shl i64 %274, 1
  %284 = icmp ult i64 %283, 4611686018427387845
  %285 = select i1 %284, i64 0, i64 -4611686018427387845
  %286 = add i64 %285, %283
  %287 = lshr i64 %275, 1
  %288 = icmp ult i64 %275, 2
  br i1 %288, label %289, label %272, !llvm.loop !15

289:                                              ; preds = %272, %268, %262
  %290 = phi i64 [ %263, %262 ], [ 0, %268 ], [ %282, %272 ]
  %291 = icmp eq i64 %264, 0
  br i1 %291, label %311, label %292

292:                                              ; preds = %289
  %293 = urem i64 %264, 4611686018427387845
  br label %294

294:                                              ; preds = %294, %292
  %295 = phi i64 [ %304, %294 ], [ 0, %292 ]
  %296 = phi i64 [ %308, %294 ], [ %293, %292 ]
  %297 = phi i64 [ %309, %294 ], [ %264, %292 ]
  %298 = and i64 %297, 1
  %299 = icmp eq i64 %298, 0
  %300 = add i64 %296, %295
  %301 = icmp ult i64 %300, 4611686018427387845
  %302 = select i1 %301, i64 0, i64 -4611686018427387845
  %303 = add i64 %302, %300
  %304 = select i1 %299, i64 %295, i64 %303
  %305 = shl i64 %296, 1
  %306 = icmp ult i64 %305, 4611686018427387845
  %307 = select i1 %306, i64 0, i64 -4611686018427387845
  %308 = add i64 %307, %305
  %309 = lshr i64 %297, 1
  %310 = icmp ult i64 %297, 2
  br i1 %310, label %311, label %294, !llvm.loop !15

311:                                              ; preds = %294, %289
  %312 = phi i64 [ 0, %289 ], [ %304, %294 ]
  %313 = lshr i64 %265, 1
  %314 = icmp ult i64 %265, 2
  br i1 %314, label %315, label %262, !llvm.loop !16

315:                                              ; preds = %311
  %316 = trunc i64 %290 to i32
  %317 = xor i32 %261, %316
  %318 = mul i32 %317, 16777619
  %319 = lshr i64 %290, 32
  %320 = trunc i64 %319 to i32
  %321 = xor i32 %318, %320
  %322 = mul i32 %321, 16777619
  store i32 %322, i32* @h, align 4, !tbaa !7
  %323 = and i32 %322, 2147483647
  ret i32 %323
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
!4 = !{!"long long", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !5, i64 0}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10, !11}
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !10, !11}
