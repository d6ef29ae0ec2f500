; ModuleID = 'bitcount.c'
source_filename = "bitcount.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@rev4 = internal unnamed_addr constant [16 x i8] c"\00\08\04\0C\02\0A\06\0E\01\09\05\0D\03\0B\07\0F", align 1
@rev8 = internal unnamed_addr global [256 x i8] zeroinitializer, align 1
@h = internal unnamed_addr global i32 -2128831035, align 4
@nibble_pop = internal unnamed_addr constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i32 [ 0, %0 ], [ %12, %1 ]
  %3 = and i32 %2, 15
  %4 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %3
  %5 = load i8, i8* %4, align 1, !tbaa !7
  %6 = shl i8 %5, 4
  %7 = lshr i32 %2, 4
  %8 = getelementptr inbounds [16 x i8], [16 x i8]* @rev4, i32 0, i32 %7
  %9 = load i8, i8* %8, align 1, !tbaa !7
  %10 = add i8 %6, %9
  %11 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %2
  store i8 %10, i8* %11, align 1, !tbaa !7
  %12 = add nuw nsw i32 %2, 1
  %13 = icmp eq i32 %12, 256
  br i1 %13, label %16, label %1, !llvm.loop !10

14:                                               ; preds = %257
  %15 = and i32 %260, 2147483647
  ret i32 %15

16:                                               ; preds = %1, %257
  %17 = phi i32 [ %24, %257 ], [ 625341585, %1 ]
  %18 = phi i32 [ %261, %257 ], [ 0, %1 ]
  %19 = shl i32 %17, 13
  %20 = xor i32 %19, %17
  %21 = lshr i32 %20, 17
  %22 = xor i32 %21, %20
  %23 = shl i32 %22, 5
  %24 = xor i32 %23, %22
  %25 = and i32 %18, 1
  %26 = icmp eq i32 %25, 0
  %27 = lshr i32 %24, 3
  %28 = and i32 %27, %24
  %29 = lshr i32 %24, 7
  %30 = and i32 %28, %29
  %31 = select i1 %26, i32 %30, i32 %24
  %32 = and i32 %31, 15
  %33 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %32
  %34 = load i8, i8* %33, align 1, !tbaa !7
  %35 = zext i8 %34 to i32
  %36 = lshr i32 %31, 4
  %37 = and i32 %36, 15
  %38 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %37
  %39 = load i8, i8* %38, align 1, !tbaa !7
  %40 = zext i8 %39 to i32
  %41 = add nuw nsw i32 %40, %35
  %42 = lshr i32 %31, 8
  %43 = and i32 %42, 15
  %44 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %43
  %45 = load i8, i8* %44, align 1, !tbaa !7
  %46 = zext i8 %45 to i32
  %47 = add nuw nsw i32 %41, %46
  %48 = lshr i32 %31, 12
  %49 = and i32 %48, 15
  %50 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %49
  %51 = load i8, i8* %50, align 1, !tbaa !7
  %52 = zext i8 %51 to i32
  %53 = add nuw nsw i32 %47, %52
  %54 = lshr i32 %31, 16
  %55 = and i32 %54, 15
  %56 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %55
  %57 = load i8, i8* %56, align 1, !tbaa !7
  %58 = zext i8 %57 to i32
  %59 = add nuw nsw i32 %53, %58
  %60 = lshr i32 %31, 20
  %61 = and i32 %60, 15
  %62 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %61
  %63 = load i8, i8* %62, align 1, !tbaa !7
  %64 = zext i8 %63 to i32
  %65 = add nuw nsw i32 %59, %64
  %66 = lshr i32 %31, 24
  %67 = and i32 %66, 15
  %68 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %67
  %69 = load i8, i8* %68, align 1, !tbaa !7
  %70 = zext i8 %69 to i32
  %71 = add nuw nsw i32 %65, %70
  %72 = lshr i32 %31, 28
  %73 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %72
  %74 = load i8, i8* %73, align 1, !tbaa !7
  %75 = zext i8 %74 to i32
  %76 = add nuw nsw i32 %71, %75
  %77 = lshr i32 %31, 1
  %78 = and i32 %77, 1431655765
  %79 = sub i32 %31, %78
  %80 = and i32 %79, 858993459
  %81 = lshr i32 %79, 2
  %82 = and i32 %81, 858993459
  %83 = add nuw nsw i32 %82, %80
  %84 = lshr i32 %83, 4
  %85 = add nuw nsw i32 %84, %83
  %86 = and i32 %85, 252645135
  %87 = lshr i32 %86, 8
  %88 = add nuw nsw i32 %87, %86
  %89 = lshr i32 %88, 16
  %90 = add nuw nsw i32 %89, %88
  %91 = and i32 %90, 63
  %92 = icmp eq i32 %76, %91
  br i1 %92, label %93, label %104

93:                                               ; preds = %16
  %94 = xor i32 %54, %31
  %95 = lshr i32 %94, 8
  %96 = xor i32 %95, %94
  %97 = lshr i32 %96, 4
  %98 = xor i32 %97, %96
  %99 = and i32 %98, 15
  %100 = lshr i32 27030, %99
  %101 = xor i32 %76, %100
  %102 = and i32 %101, 1
  %103 = icmp eq i32 %102, 0
  br i1 %103, label %105, label %104

104:                                              ; preds = %93, %16
  tail call void @abort() #2
  br label %105

105:                                              ; preds = %104, %93
  %106 = load i32, i32* @h, align 4, !tbaa !12
  %107 = xor i32 %106, %76
  %108 = mul i32 %107, 16777619
  store i32 %108, i32* @h, align 4, !tbaa !12
  %109 = icmp eq i32 %31, 0
  br i1 %109, label %195, label %110

110:                                              ; preds = %105
  %111 = and i32 %31, 65535
  %112 = icmp eq i32 %111, 0
  %113 = select i1 %112, i32 %54, i32 %31
  %114 = select i1 %112, i32 16, i32 0
  %115 = and i32 %113, 255
  %116 = icmp eq i32 %115, 0
  %117 = or i32 %114, 8
  %118 = lshr i32 %113, 8
  %119 = select i1 %116, i32 %118, i32 %113
  %120 = select i1 %116, i32 %117, i32 %114
  %121 = and i32 %119, 15
  %122 = icmp eq i32 %121, 0
  %123 = or i32 %120, 4
  %124 = lshr i32 %119, 4
  %125 = select i1 %122, i32 %124, i32 %119
  %126 = select i1 %122, i32 %123, i32 %120
  %127 = and i32 %125, 3
  %128 = icmp eq i32 %127, 0
  %129 = or i32 %126, 2
  %130 = lshr i32 %125, 2
  %131 = select i1 %128, i32 %130, i32 %125
  %132 = select i1 %128, i32 %129, i32 %126
  %133 = and i32 %131, 1
  %134 = xor i32 %133, 1
  %135 = add nsw i32 %134, %132
  %136 = icmp ult i32 %31, 65536
  %137 = shl i32 %31, 16
  %138 = select i1 %136, i32 %137, i32 %31
  %139 = select i1 %136, i32 16, i32 0
  %140 = icmp ult i32 %138, 16777216
  %141 = or i32 %139, 8
  %142 = shl i32 %138, 8
  %143 = select i1 %140, i32 %142, i32 %138
  %144 = select i1 %140, i32 %141, i32 %139
  %145 = icmp ult i32 %143, 268435456
  %146 = or i32 %144, 4
  %147 = shl i32 %143, 4
  %148 = select i1 %145, i32 %147, i32 %143
  %149 = select i1 %145, i32 %146, i32 %144
  %150 = icmp ult i32 %148, 1073741824
  %151 = or i32 %149, 2
  %152 = shl i32 %148, 2
  %153 = select i1 %150, i32 %152, i32 %148
  %154 = select i1 %150, i32 %151, i32 %149
  %155 = xor i32 %153, -1
  %156 = lshr i32 %155, 31
  %157 = add nsw i32 %156, %154
  %158 = shl nuw i32 1, %135
  %159 = and i32 %158, %31
  %160 = icmp eq i32 %159, 0
  br i1 %160, label %165, label %161

161:                                              ; preds = %110
  %162 = sub nsw i32 31, %157
  %163 = lshr i32 %31, %162
  %164 = icmp eq i32 %163, 1
  br i1 %164, label %167, label %165

165:                                              ; preds = %161, %110
  tail call void @abort() #2
  %166 = load i32, i32* @h, align 4, !tbaa !12
  br label %167

167:                                              ; preds = %165, %161
  %168 = phi i32 [ %166, %165 ], [ %108, %161 ]
  %169 = shl nsw i32 %135, 5
  %170 = add nsw i32 %169, %157
  %171 = xor i32 %168, %170
  %172 = mul i32 %171, 16777619
  %173 = sub i32 0, %31
  %174 = and i32 %31, %173
  %175 = xor i32 %172, %174
  %176 = mul i32 %175, 16777619
  %177 = add i32 %31, -1
  %178 = and i32 %177, %31
  %179 = xor i32 %176, %178
  %180 = mul i32 %179, 16777619
  %181 = and i32 %77, 2147483646
  %182 = lshr i32 %31, 2
  %183 = or i32 %181, %182
  %184 = lshr i32 %183, 2
  %185 = or i32 %184, %183
  %186 = lshr i32 %185, 4
  %187 = or i32 %186, %185
  %188 = lshr i32 %187, 8
  %189 = or i32 %188, %187
  %190 = lshr i32 %189, 16
  %191 = or i32 %190, %189
  %192 = add nuw i32 %191, 1
  %193 = xor i32 %180, %192
  %194 = mul i32 %193, 16777619
  store i32 %194, i32* @h, align 4, !tbaa !12
  br label %195

195:                                              ; preds = %167, %105
  %196 = phi i32 [ %194, %167 ], [ %108, %105 ]
  %197 = and i32 %31, 255
  %198 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %197
  %199 = load i8, i8* %198, align 1, !tbaa !7
  %200 = zext i8 %199 to i32
  %201 = and i32 %42, 255
  %202 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %201
  %203 = load i8, i8* %202, align 1, !tbaa !7
  %204 = zext i8 %203 to i32
  %205 = shl nuw nsw i32 %200, 16
  %206 = shl nuw nsw i32 %204, 8
  %207 = or i32 %206, %205
  %208 = and i32 %54, 255
  %209 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %208
  %210 = load i8, i8* %209, align 1, !tbaa !7
  %211 = zext i8 %210 to i32
  %212 = or i32 %207, %211
  %213 = shl nuw i32 %212, 8
  %214 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %66
  %215 = load i8, i8* %214, align 1, !tbaa !7
  %216 = zext i8 %215 to i32
  %217 = or i32 %213, %216
  %218 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %216
  %219 = load i8, i8* %218, align 1, !tbaa !7
  %220 = zext i8 %219 to i32
  %221 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %211
  %222 = load i8, i8* %221, align 1, !tbaa !7
  %223 = zext i8 %222 to i32
  %224 = shl nuw nsw i32 %220, 16
  %225 = shl nuw nsw i32 %223, 8
  %226 = or i32 %225, %224
  %227 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %204
  %228 = load i8, i8* %227, align 1, !tbaa !7
  %229 = zext i8 %228 to i32
  %230 = or i32 %226, %229
  %231 = shl nuw i32 %230, 8
  %232 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %200
  %233 = load i8, i8* %232, align 1, !tbaa !7
  %234 = zext i8 %233 to i32
  %235 = or i32 %231, %234
  %236 = icmp eq i32 %235, %31
  br i1 %236, label %239, label %237

237:                                              ; preds = %195
  tail call void @abort() #2
  %238 = load i32, i32* @h, align 4, !tbaa !12
  br label %239

239:                                              ; preds = %237, %195
  %240 = phi i32 [ %238, %237 ], [ %196, %195 ]
  %241 = xor i32 %240, %217
  %242 = mul i32 %241, 16777619
  store i32 %242, i32* @h, align 4, !tbaa !12
  %243 = xor i32 %77, %31
  %244 = lshr i32 %243, 16
  %245 = xor i32 %244, %243
  %246 = lshr i32 %245, 8
  %247 = xor i32 %246, %245
  %248 = lshr i32 %247, 4
  %249 = xor i32 %248, %247
  %250 = lshr i32 %249, 2
  %251 = xor i32 %250, %249
  %252 = lshr i32 %251, 1
  %253 = xor i32 %252, %251
  %254 = icmp eq i32 %253, %31
  br i1 %254, label %257, label %255

255:                                              ; preds = %239
  tail call void @abort() #2
  %256 = load i32, i32* @h, align 4, !tbaa !12
  br label %257

257:                                              ; preds = %255, %239
  %258 = phi i32 [ %256, %255 ], [ %242, %239 ]
  %259 = xor i32 %258, %243
  %260 = mul i32 %259, 16777619
  store i32 %260, i32* @h, align 4, !tbaa !12
  %261 = add nuw nsw i32 %18, 1
  %262 = icmp eq i32 %261, 320
  br i1 %262, label %14, label %16, !llvm.loop !14
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
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = distinct !{!14, !11}
