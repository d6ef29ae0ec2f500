; ModuleID = 'hashes.c'
source_filename = "hashes.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@buf = internal unnamed_addr global [256 x i8] zeroinitializer, align 1
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %44, %1 ]
  %3 = and i32 %2, 1
  %4 = icmp eq i32 %3, 0
  %5 = lshr i32 %2, 1
  %6 = xor i32 %5, -306674912
  %7 = select i1 %4, i32 %5, i32 %6
  %8 = and i32 %7, 1
  %9 = icmp eq i32 %8, 0
  %10 = lshr i32 %7, 1
  %11 = xor i32 %10, -306674912
  %12 = select i1 %9, i32 %10, i32 %11
  %13 = and i32 %12, 1
  %14 = icmp eq i32 %13, 0
  %15 = lshr i32 %12, 1
  %16 = xor i32 %15, -306674912
  %17 = select i1 %14, i32 %15, i32 %16
  %18 = and i32 %17, 1
  %19 = icmp eq i32 %18, 0
  %20 = lshr i32 %17, 1
  %21 = xor i32 %20, -306674912
  %22 = select i1 %19, i32 %20, i32 %21
  %23 = and i32 %22, 1
  %24 = icmp eq i32 %23, 0
  %25 = lshr i32 %22, 1
  %26 = xor i32 %25, -306674912
  %27 = select i1 %24, i32 %25, i32 %26
  %28 = and i32 %27, 1
  %29 = icmp eq i32 %28, 0
  %30 = lshr i32 %27, 1
  %31 = xor i32 %30, -306674912
  %32 = select i1 %29, i32 %30, i32 %31
  %33 = and i32 %32, 1
  %34 = icmp eq i32 %33, 0
  %35 = lshr i32 %32, 1
  %36 = xor i32 %35, -306674912
  %37 = select i1 %34, i32 %35, i32 %36
  %38 = and i32 %37, 1
  %39 = icmp eq i32 %38, 0
  %40 = lshr i32 %37, 1
  %41 = xor i32 %40, -306674912
  %42 = select i1 %39, i32 %40, i32 %41
  %43 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %2
  store i32 %42, i32* %43, align 4, !tbaa !7
  %44 = add nuw nsw i32 %2, 1
  %45 = icmp eq i32 %44, 256
  br i1 %45, label %46, label %1, !llvm.loop !11

46:                                               ; preds = %1
  %47 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @crc_table, i32 0, i32 206), align 4, !tbaa !7
  %48 = xor i32 %47, 16777215
  %49 = and i32 %48, 255
  %50 = xor i32 %49, 50
  %51 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %50
  %52 = load i32, i32* %51, align 4, !tbaa !7
  %53 = lshr i32 %48, 8
  %54 = xor i32 %52, %53
  %55 = and i32 %54, 255
  %56 = xor i32 %55, 51
  %57 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %56
  %58 = load i32, i32* %57, align 4, !tbaa !7
  %59 = lshr i32 %54, 8
  %60 = xor i32 %58, %59
  %61 = and i32 %60, 255
  %62 = xor i32 %61, 52
  %63 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %62
  %64 = load i32, i32* %63, align 4, !tbaa !7
  %65 = lshr i32 %60, 8
  %66 = xor i32 %64, %65
  %67 = and i32 %66, 255
  %68 = xor i32 %67, 53
  %69 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %68
  %70 = load i32, i32* %69, align 4, !tbaa !7
  %71 = lshr i32 %66, 8
  %72 = xor i32 %70, %71
  %73 = and i32 %72, 255
  %74 = xor i32 %73, 54
  %75 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %74
  %76 = load i32, i32* %75, align 4, !tbaa !7
  %77 = lshr i32 %72, 8
  %78 = xor i32 %76, %77
  %79 = and i32 %78, 255
  %80 = xor i32 %79, 55
  %81 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %80
  %82 = load i32, i32* %81, align 4, !tbaa !7
  %83 = lshr i32 %78, 8
  %84 = xor i32 %82, %83
  %85 = and i32 %84, 255
  %86 = xor i32 %85, 56
  %87 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %86
  %88 = load i32, i32* %87, align 4, !tbaa !7
  %89 = lshr i32 %84, 8
  %90 = xor i32 %88, %89
  %91 = and i32 %90, 255
  %92 = xor i32 %91, 57
  %93 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %92
  %94 = load i32, i32* %93, align 4, !tbaa !7
  %95 = lshr i32 %90, 8
  %96 = xor i32 %94, %95
  %97 = icmp eq i32 %96, 873187033
  br i1 %97, label %99, label %98

98:                                               ; preds = %46
  tail call void @abort() #2
  br label %99

99:                                               ; preds = %46, %98
  br label %217

100:                                              ; preds = %217, %100
  %101 = phi i32 [ %147, %100 ], [ 0, %217 ]
  %102 = phi i32 [ %146, %100 ], [ -1, %217 ]
  %103 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %101
  %104 = load i8, i8* %103, align 1, !tbaa !13
  %105 = zext i8 %104 to i32
  %106 = xor i32 %102, %105
  %107 = lshr i32 %106, 1
  %108 = and i32 %106, 1
  %109 = sub nsw i32 0, %108
  %110 = and i32 %109, -306674912
  %111 = xor i32 %110, %107
  %112 = lshr i32 %111, 1
  %113 = and i32 %107, 1
  %114 = sub nsw i32 0, %113
  %115 = and i32 %114, -306674912
  %116 = xor i32 %112, %115
  %117 = lshr i32 %116, 1
  %118 = and i32 %112, 1
  %119 = sub nsw i32 0, %118
  %120 = and i32 %119, -306674912
  %121 = xor i32 %120, %117
  %122 = lshr i32 %121, 1
  %123 = and i32 %117, 1
  %124 = sub nsw i32 0, %123
  %125 = and i32 %124, -306674912
  %126 = xor i32 %125, %122
  %127 = lshr i32 %126, 1
  %128 = and i32 %122, 1
  %129 = sub nsw i32 0, %128
  %130 = and i32 %129, -306674912
  %131 = xor i32 %130, %127
  %132 = lshr i32 %131, 1
  %133 = and i32 %127, 1
  %134 = sub nsw i32 0, %133
  %135 = and i32 %134, -306674912
  %136 = xor i32 %135, %132
  %137 = lshr i32 %136, 1
  %138 = and i32 %132, 1
  %139 = sub nsw i32 0, %138
  %140 = and i32 %139, -306674912
  %141 = xor i32 %140, %137
  %142 = lshr i32 %141, 1
  %143 = and i32 %137, 1
  %144 = sub nsw i32 0, %143
  %145 = and i32 %144, -306674912
  %146 = xor i32 %145, %142
  %147 = add nuw nsw i32 %101, 1
  %148 = icmp eq i32 %147, 256
  br i1 %148, label %149, label %100, !llvm.loop !14

149:                                              ; preds = %100, %149
  %150 = phi i32 [ %162, %149 ], [ -1, %100 ]
  %151 = phi i32 [ %153, %149 ], [ 256, %100 ]
  %152 = phi i8* [ %154, %149 ], [ getelementptr inbounds ([256 x i8], [256 x i8]* @buf, i32 0, i32 0), %100 ]
  %153 = add nsw i32 %151, -1
  %154 = getelementptr inbounds i8, i8* %152, i32 1
  %155 = load i8, i8* %152, align 1, !tbaa !13
  %156 = zext i8 %155 to i32
  %157 = and i32 %150, 255
  %158 = xor i32 %157, %156
  %159 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %158
  %160 = load i32, i32* %159, align 4, !tbaa !7
  %161 = lshr i32 %150, 8
  %162 = xor i32 %160, %161
  %163 = icmp eq i32 %153, 0
  br i1 %163, label %164, label %149, !llvm.loop !15

164:                                              ; preds = %149, %164
  %165 = phi i32 [ %211, %164 ], [ 0, %149 ]
  %166 = phi i32 [ %210, %164 ], [ -1, %149 ]
  %167 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %165
  %168 = load i8, i8* %167, align 1, !tbaa !13
  %169 = zext i8 %168 to i32
  %170 = xor i32 %166, %169
  %171 = lshr i32 %170, 1
  %172 = and i32 %170, 1
  %173 = sub nsw i32 0, %172
  %174 = and i32 %173, -306674912
  %175 = xor i32 %174, %171
  %176 = lshr i32 %175, 1
  %177 = and i32 %171, 1
  %178 = sub nsw i32 0, %177
  %179 = and i32 %178, -306674912
  %180 = xor i32 %176, %179
  %181 = lshr i32 %180, 1
  %182 = and i32 %176, 1
  %183 = sub nsw i32 0, %182
  %184 = and i32 %183, -306674912
  %185 = xor i32 %184, %181
  %186 = lshr i32 %185, 1
  %187 = and i32 %181, 1
  %188 = sub nsw i32 0, %187
  %189 = and i32 %188, -306674912
  %190 = xor i32 %189, %186
  %191 = lshr i32 %190, 1
  %192 = and i32 %186, 1
  %193 = sub nsw i32 0, %192
  %194 = and i32 %193, -306674912
  %195 = xor i32 %194, %191
  %196 = lshr i32 %195, 1
  %197 = and i32 %191, 1
  %198 = sub nsw i32 0, %197
  %199 = and i32 %198, -306674912
  %200 = xor i32 %199, %196
  %201 = lshr i32 %200, 1
  %202 = and i32 %196, 1
  %203 = sub nsw i32 0, %202
  %204 = and i32 %203, -306674912
  %205 = xor i32 %204, %201
  %206 = lshr i32 %205, 1
  %207 = and i32 %201, 1
  %208 = sub nsw i32 0, %207
  %209 = and i32 %208, -306674912
  %210 = xor i32 %209, %206
  %211 = add nuw nsw i32 %165, 1
  %212 = icmp eq i32 %211, 256
  br i1 %212, label %213, label %164, !llvm.loop !14

213:                                              ; preds = %164
  %214 = xor i32 %146, -1
  %215 = icmp eq i32 %162, %210
  br i1 %215, label %216, label %227

216:                                              ; preds = %227, %213
  br label %230

217:                                              ; preds = %99, %217
  %218 = phi i32 [ %221, %217 ], [ 1, %99 ]
  %219 = phi i32 [ %225, %217 ], [ 0, %99 ]
  %220 = mul i32 %218, 1103515245
  %221 = add i32 %220, 12345
  %222 = lshr i32 %221, 16
  %223 = trunc i32 %222 to i8
  %224 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %219
  store i8 %223, i8* %224, align 1, !tbaa !13
  %225 = add nuw nsw i32 %219, 1
  %226 = icmp eq i32 %225, 256
  br i1 %226, label %100, label %217, !llvm.loop !16

227:                                              ; preds = %213
  tail call void @abort() #2
  br label %216

228:                                              ; preds = %295
  %229 = and i32 %301, 2147483647
  ret i32 %229

230:                                              ; preds = %216, %295
  %231 = phi i32 [ %302, %295 ], [ 1, %216 ]
  %232 = phi i32 [ %301, %295 ], [ %214, %216 ]
  %233 = mul i32 %232, 31
  br label %234

234:                                              ; preds = %230, %234
  %235 = phi i32 [ %247, %234 ], [ -1, %230 ]
  %236 = phi i32 [ %238, %234 ], [ %231, %230 ]
  %237 = phi i8* [ %239, %234 ], [ getelementptr inbounds ([256 x i8], [256 x i8]* @buf, i32 0, i32 0), %230 ]
  %238 = add nsw i32 %236, -1
  %239 = getelementptr inbounds i8, i8* %237, i32 1
  %240 = load i8, i8* %237, align 1, !tbaa !13
  %241 = zext i8 %240 to i32
  %242 = and i32 %235, 255
  %243 = xor i32 %242, %241
  %244 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %243
  %245 = load i32, i32* %244, align 4, !tbaa !7
  %246 = lshr i32 %235, 8
  %247 = xor i32 %245, %246
  %248 = icmp eq i32 %238, 0
  br i1 %248, label %249, label %234, !llvm.loop !15

249:                                              ; preds = %234
  %250 = xor i32 %247, -1
  %251 = add i32 %233, %250
  %252 = mul i32 %251, 31
  %253 = sub nuw nsw i32 256, %231
  %254 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %253
  br label %255

255:                                              ; preds = %249, %255
  %256 = phi i32 [ %266, %255 ], [ 0, %249 ]
  %257 = phi i32 [ %265, %255 ], [ 0, %249 ]
  %258 = phi i32 [ %263, %255 ], [ 1, %249 ]
  %259 = getelementptr inbounds i8, i8* %254, i32 %256
  %260 = load i8, i8* %259, align 1, !tbaa !13
  %261 = zext i8 %260 to i32
  %262 = add nuw nsw i32 %258, %261
  %263 = urem i32 %262, 65521
  %264 = add nuw nsw i32 %263, %257
  %265 = urem i32 %264, 65521
  %266 = add nuw nsw i32 %256, 1
  %267 = icmp eq i32 %266, %231
  br i1 %267, label %268, label %255, !llvm.loop !17

268:                                              ; preds = %255
  %269 = shl nuw i32 %265, 16
  %270 = add i32 %263, %252
  %271 = add i32 %270, %269
  %272 = mul i32 %271, 31
  br label %273

273:                                              ; preds = %268, %273
  %274 = phi i32 [ %281, %273 ], [ 0, %268 ]
  %275 = phi i32 [ %280, %273 ], [ -2128831035, %268 ]
  %276 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %274
  %277 = load i8, i8* %276, align 1, !tbaa !13
  %278 = zext i8 %277 to i32
  %279 = xor i32 %275, %278
  %280 = mul i32 %279, 16777619
  %281 = add nuw nsw i32 %274, 1
  %282 = icmp eq i32 %281, %231
  br i1 %282, label %283, label %273, !llvm.loop !18

283:                                              ; preds = %273
  %284 = add i32 %280, %272
  br label %285

285:                                              ; preds = %283, %285
  %286 = phi i32 [ %293, %285 ], [ 0, %283 ]
  %287 = phi i64 [ %292, %285 ], [ -3750763034362895579, %283 ]
  %288 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %286
  %289 = load i8, i8* %288, align 1, !tbaa !13
  %290 = zext i8 %289 to i64
  %291 = xor i64 %287, %290
  %292 = mul i64 %291, 1099511628211
  %293 = add nuw nsw i32 %286, 1
  %294 = icmp eq i32 %293, %231
  br i1 %294, label %295, label %285, !llvm.loop !19

295:                                              ; preds = %285
  %296 = trunc i64 %292 to i32
  %297 = lshr i64 %292, 32
  %298 = trunc i64 %297 to i32
  %299 = mul i32 %284, 31
  %300 = add i32 %299, %296
  %301 = add i32 %300, %298
  %302 = add nuw nsw i32 %231, 41
  %303 = icmp ult i32 %231, 216
  br i1 %303, label %230, label %228, !llvm.loop !20
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!9, !9, i64 0}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
