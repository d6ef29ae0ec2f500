; ModuleID = 'int64_arith.c'
source_filename = "int64_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vals = internal unnamed_addr constant [15 x i64] [i64 0, i64 1, i64 -1, i64 2147483647, i64 -2147483648, i64 2147483648, i64 4294967295, i64 4294967296, i64 -4294967296, i64 81985529216486895, i64 -81985529216486895, i64 9223372036854775807, i64 -9223372036854775808, i64 1000000007, i64 -999999999999], align 16
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @h, align 4, !tbaa !2
  br label %2

2:                                                ; preds = %0, %8
  %3 = phi i32 [ %1, %0 ], [ %96, %8 ]
  %4 = phi i64 [ 0, %0 ], [ %9, %8 ]
  %5 = getelementptr inbounds [15 x i64], [15 x i64]* @vals, i64 0, i64 %4
  %6 = load i64, i64* %5, align 8, !tbaa !6
  %7 = icmp eq i64 %4, 12
  br label %11

8:                                                ; preds = %95
  %9 = add nuw nsw i64 %4, 1
  %10 = icmp eq i64 %9, 15
  br i1 %10, label %99, label %2, !llvm.loop !8

11:                                               ; preds = %2, %95
  %12 = phi i32 [ %3, %2 ], [ %96, %95 ]
  %13 = phi i64 [ 0, %2 ], [ %97, %95 ]
  %14 = getelementptr inbounds [15 x i64], [15 x i64]* @vals, i64 0, i64 %13
  %15 = load i64, i64* %14, align 8, !tbaa !6
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
  store i32 %46, i32* @h, align 4, !tbaa !2
  %47 = icmp eq i64 %13, 0
  br i1 %47, label %95, label %48

48:                                               ; preds = %11
  %49 = icmp eq i64 %13, 2
  %50 = select i1 %7, i1 %49, i1 false
  br i1 %50, label %75, label %51

51:                                               ; preds = %48
  %52 = sdiv i64 %6, %15
  %53 = srem i64 %6, %15
  %54 = mul i64 %52, %15
  %55 = add i64 %54, %53
  %56 = icmp eq i64 %55, %6
  br i1 %56, label %59, label %57

57:                                               ; preds = %51
  tail call void @abort() #2
  %58 = load i32, i32* @h, align 4, !tbaa !2
  br label %59

59:                                               ; preds = %57, %51
  %60 = phi i32 [ %58, %57 ], [ %46, %51 ]
  %61 = trunc i64 %52 to i32
  %62 = xor i32 %60, %61
  %63 = mul i32 %62, 16777619
  %64 = lshr i64 %52, 32
  %65 = trunc i64 %64 to i32
  %66 = xor i32 %63, %65
  %67 = mul i32 %66, 16777619
  %68 = trunc i64 %53 to i32
  %69 = xor i32 %67, %68
  %70 = mul i32 %69, 16777619
  %71 = lshr i64 %53, 32
  %72 = trunc i64 %71 to i32
  %73 = xor i32 %70, %72
  %74 = mul i32 %73, 16777619
  store i32 %74, i32* @h, align 4, !tbaa !2
  br label %75

75:                                               ; preds = %59, %48
  %76 = phi i32 [ %74, %59 ], [ %46, %48 ]
  %77 = udiv i64 %6, %15
  %78 = urem i64 %6, %15
  %79 = mul i64 %77, %15
  %80 = add i64 %79, %78
  %81 = icmp eq i64 %80, %6
  br i1 %81, label %84, label %82

82:                                               ; preds = %75
  tail call void @abort() #2
  %83 = load i32, i32* @h, align 4, !tbaa !2
  br label %84

84:                                               ; preds = %82, %75
  %85 = phi i32 [ %83, %82 ], [ %76, %75 ]
  %86 = shl i64 %78, 1
  %87 = xor i64 %86, %77
  %88 = trunc i64 %87 to i32
  %89 = xor i32 %85, %88
  %90 = mul i32 %89, 16777619
  %91 = lshr i64 %87, 32
  %92 = trunc i64 %91 to i32
  %93 = xor i32 %90, %92
  %94 = mul i32 %93, 16777619
  store i32 %94, i32* @h, align 4, !tbaa !2
  br label %95

95:                                               ; preds = %11, %84
  %96 = phi i32 [ %46, %11 ], [ %94, %84 ]
  %97 = add nuw nsw i64 %13, 1
  %98 = icmp eq i64 %97, 15
  br i1 %98, label %8, label %11, !llvm.loop !10

99:                                               ; preds = %8, %185
  %100 = phi i64 [ %104, %185 ], [ 88172645463325252, %8 ]
  %101 = phi i32 [ %187, %185 ], [ 0, %8 ]
  %102 = phi i32 [ %186, %185 ], [ %96, %8 ]
  %103 = mul i64 %100, 6364136223846793005
  %104 = add i64 %103, 1442695040888963407
  %105 = lshr i64 %104, 32
  %106 = and i64 %104, 4294967295
  %107 = mul nuw i64 %106, %105
  %108 = shl i64 %104, 32
  %109 = ashr exact i64 %108, 32
  %110 = ashr i64 %104, 32
  %111 = mul nsw i64 %109, %110
  %112 = trunc i64 %107 to i32
  %113 = xor i32 %102, %112
  %114 = mul i32 %113, 16777619
  %115 = lshr i64 %107, 32
  %116 = trunc i64 %115 to i32
  %117 = xor i32 %114, %116
  %118 = mul i32 %117, 16777619
  %119 = trunc i64 %111 to i32
  %120 = xor i32 %118, %119
  %121 = mul i32 %120, 16777619
  %122 = lshr i64 %111, 32
  %123 = trunc i64 %122 to i32
  %124 = xor i32 %121, %123
  %125 = mul i32 %124, 16777619
  %126 = lshr i64 %104, 58
  %127 = lshr i64 %104, %126
  %128 = trunc i64 %127 to i32
  %129 = xor i32 %125, %128
  %130 = mul i32 %129, 16777619
  %131 = lshr i64 %127, 32
  %132 = trunc i64 %131 to i32
  %133 = xor i32 %130, %132
  %134 = mul i32 %133, 16777619
  %135 = ashr i64 %104, %126
  %136 = trunc i64 %135 to i32
  %137 = xor i32 %134, %136
  %138 = mul i32 %137, 16777619
  %139 = lshr i64 %135, 32
  %140 = trunc i64 %139 to i32
  %141 = xor i32 %138, %140
  %142 = mul i32 %141, 16777619
  %143 = xor i64 %126, 63
  %144 = shl i64 %104, %143
  %145 = trunc i64 %144 to i32
  %146 = xor i32 %142, %145
  %147 = mul i32 %146, 16777619
  %148 = lshr i64 %144, 32
  %149 = trunc i64 %148 to i32
  %150 = xor i32 %147, %149
  %151 = mul i32 %150, 16777619
  %152 = trunc i64 %104 to i32
  %153 = xor i32 %151, %152
  %154 = mul i32 %153, 16777619
  %155 = lshr i64 %109, 32
  %156 = trunc i64 %155 to i32
  %157 = xor i32 %154, %156
  %158 = mul i32 %157, 16777619
  %159 = xor i32 %158, %152
  %160 = mul i32 %159, 637696617
  %161 = and i32 %101, 7
  %162 = icmp eq i32 %161, 0
  br i1 %162, label %163, label %185

163:                                              ; preds = %99
  %164 = lshr i64 %104, 4
  %165 = add nuw nsw i64 %164, 1
  %166 = icmp ugt i64 %104, 31
  %167 = lshr i64 %165, 1
  %168 = icmp ult i64 %167, %164
  %169 = and i1 %166, %168
  br i1 %169, label %170, label %176

170:                                              ; preds = %163, %170
  %171 = phi i64 [ %174, %170 ], [ %167, %163 ]
  %172 = udiv i64 %164, %171
  %173 = add nuw i64 %172, %171
  %174 = lshr i64 %173, 1
  %175 = icmp ult i64 %174, %171
  br i1 %175, label %170, label %176, !llvm.loop !11

176:                                              ; preds = %170, %163
  %177 = phi i64 [ %164, %163 ], [ %171, %170 ]
  %178 = trunc i64 %177 to i32
  %179 = xor i32 %160, %178
  %180 = mul i32 %179, 16777619
  %181 = lshr i64 %177, 32
  %182 = trunc i64 %181 to i32
  %183 = xor i32 %180, %182
  %184 = mul i32 %183, 16777619
  br label %185

185:                                              ; preds = %176, %99
  %186 = phi i32 [ %184, %176 ], [ %160, %99 ]
  %187 = add nuw nsw i32 %101, 1
  %188 = icmp eq i32 %187, 120
  br i1 %188, label %189, label %99, !llvm.loop !12

189:                                              ; preds = %185, %238
  %190 = phi i64 [ %239, %238 ], [ 1, %185 ]
  %191 = phi i64 [ %240, %238 ], [ 2, %185 ]
  %192 = phi i64 [ %241, %238 ], [ 1000003, %185 ]
  %193 = and i64 %192, 1
  %194 = icmp eq i64 %193, 0
  br i1 %194, label %216, label %195

195:                                              ; preds = %189
  %196 = icmp eq i64 %191, 0
  br i1 %196, label %238, label %197

197:                                              ; preds = %195
  %198 = urem i64 %190, 1000000007
  br label %199

199:                                              ; preds = %199, %197
  %200 = phi i64 [ %209, %199 ], [ 0, %197 ]
  %201 = phi i64 [ %213, %199 ], [ %198, %197 ]
  %202 = phi i64 [ %214, %199 ], [ %191, %197 ]
  %203 = and i64 %202, 1
  %204 = icmp eq i64 %203, 0
  %205 = add i64 %201, %200
  %206 = icmp ult i64 %205, 1000000007
  %207 = select i1 %206, i64 0, i64 -1000000007
  %208 = add i64 %207, %205
  %209 = select i1 %204, i64 %200, i64 %208
  %210 = shl i64 %201, 1
  %211 = icmp ult i64 %210, 1000000007
  %212 = select i1 %211, i64 0, i64 -1000000007
  %213 = add i64 %212, %210
  %214 = lshr i64 %202, 1
  %215 = icmp ult i64 %202, 2
  br i1 %215, label %216, label %199, !llvm.loop !13

216:                                              ; preds = %199, %189
  %217 = phi i64 [ %190, %189 ], [ %209, %199 ]
  %218 = icmp eq i64 %191, 0
  br i1 %218, label %238, label %219

219:                                              ; preds = %216
  %220 = urem i64 %191, 1000000007
  br label %221

221:                                              ; preds = %221, %219
  %222 = phi i64 [ %231, %221 ], [ 0, %219 ]
  %223 = phi i64 [ %235, %221 ], [ %220, %219 ]
  %224 = phi i64 [ %236, %221 ], [ %191, %219 ]
  %225 = and i64 %224, 1
  %226 = icmp eq i64 %225, 0
  %227 = add i64 %223, %222
  %228 = icmp ult i64 %227, 1000000007
  %229 = select i1 %228, i64 0, i64 -1000000007
  %230 = add i64 %229, %227
  %231 = select i1 %226, i64 %222, i64 %230
  %232 = shl i64 %223, 1
  %233 = icmp ult i64 %232, 1000000007
  %234 = select i1 %233, i64 0, i64 -1000000007
  %235 = add i64 %234, %232
  %236 = lshr i64 %224, 1
  %237 = icmp ult i64 %224, 2
  br i1 %237, label %238, label %221, !llvm.loop !13

238:                                              ; preds = %221, %216, %195
  %239 = phi i64 [ %217, %216 ], [ 0, %195 ], [ %217, %221 ]
  %240 = phi i64 [ 0, %216 ], [ 0, %195 ], [ %231, %221 ]
  %241 = lshr i64 %192, 1
  %242 = icmp ult i64 %192, 2
  br i1 %242, label %243, label %189, !llvm.loop !14

243:                                              ; preds = %238, %292
  %244 = phi i64 [ %293, %292 ], [ 1, %238 ]
  %245 = phi i64 [ %294, %292 ], [ 123456789, %238 ]
  %246 = phi i64 [ %295, %292 ], [ 65537, %238 ]
  %247 = and i64 %246, 1
  %248 = icmp eq i64 %247, 0
  br i1 %248, label %270, label %249

249:                                              ; preds = %243
  %250 = icmp eq i64 %245, 0
  br i1 %250, label %292, label %251

251:                                              ; preds = %249
  %252 = urem i64 %244, 4611686018427387845
  br label %253

253:                                              ; preds = %253, %251
  %254 = phi i64 [ %263, %253 ], [ 0, %251 ]
  %255 = phi i64 [ %267, %253 ], [ %252, %251 ]
  %256 = phi i64 [ %268, %253 ], [ %245, %251 ]
  %257 = and i64 %256, 1
  %258 = icmp eq i64 %257, 0
  %259 = add i64 %255, %254
  %260 = icmp ult i64 %259, 4611686018427387845
  %261 = select i1 %260, i64 0, i64 -4611686018427387845
  %262 = add i64 %261, %259
  %263 = select i1 %258, i64 %254, i64 %262
  %264 = shl i64 %255, 1
  %265 = icmp ult i64 %264, 4611686018427387845
  %266 = select i1 %265, i64 0, i64 -4611686018427387845
  %267 = add i64 %266, %264
  %268 = lshr i64 %256, 1
  %269 = icmp ult i64 %256, 2
  br i1 %269, label %270, label %253, !llvm.loop !13

270:                                              ; preds = %253, %243
  %271 = phi i64 [ %244, %243 ], [ %263, %253 ]
  %272 = icmp eq i64 %245, 0
  br i1 %272, label %292, label %273

273:                                              ; preds = %270
  %274 = urem i64 %245, 4611686018427387845
  br label %275

275:                                              ; preds = %275, %273
  %276 = phi i64 [ %285, %275 ], [ 0, %273 ]
  %277 = phi i64 [ %289, %275 ], [ %274, %273 ]
  %278 = phi i64 [ %290, %275 ], [ %245, %273 ]
  %279 = and i64 %278, 1
  %280 = icmp eq i64 %279, 0
  %281 = add i64 %277, %276
  %282 = icmp ult i64 %281, 4611686018427387845
  %283 = select i1 %282, i64 0, i64 -4611686018427387845
  %284 = add i64 %283, %281
  %285 = select i1 %280, i64 %276, i64 %284
  %286 = shl i64 %277, 1
  %287 = icmp ult i64 %286, 4611686018427387845
  %288 = select i1 %287, i64 0, i64 -4611686018427387845
  %289 = add i64 %288, %286
  %290 = lshr i64 %278, 1
  %291 = icmp ult i64 %278, 2
  br i1 %291, label %292, label %275, !llvm.loop !13

292:                                              ; preds = %275, %270, %249
  %293 = phi i64 [ %271, %270 ], [ 0, %249 ], [ %271, %275 ]
  %294 = phi i64 [ 0, %270 ], [ 0, %249 ], [ %285, %275 ]
  %295 = lshr i64 %246, 1
  %296 = icmp ult i64 %246, 2
  br i1 %296, label %297, label %243, !llvm.loop !14

297:                                              ; preds = %292
  %298 = trunc i64 %239 to i32
  %299 = xor i32 %186, %298
  %300 = mul i32 %299, 16777619
  %301 = lshr i64 %239, 32
  %302 = trunc i64 %301 to i32
  %303 = xor i32 %300, %302
  %304 = mul i32 %303, 16777619
  %305 = trunc i64 %293 to i32
  %306 = xor i32 %304, %305
  %307 = mul i32 %306, 16777619
  %308 = lshr i64 %293, 32
  %309 = trunc i64 %308 to i32
  %310 = xor i32 %307, %309
  %311 = mul i32 %310, 16777619
  store i32 %311, i32* @h, align 4, !tbaa !2
  %312 = and i32 %311, 2147483647
  ret i32 %312
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
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !4, i64 0}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
