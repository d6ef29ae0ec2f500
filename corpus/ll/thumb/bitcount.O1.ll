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
  br i1 %13, label %17, label %1, !llvm.loop !10

14:                                               ; preds = %212
  %15 = load i32, i32* @h, align 4, !tbaa !13
  %16 = and i32 %15, 2147483647
  ret i32 %16

17:                                               ; preds = %1, %212
  %18 = phi i32 [ %25, %212 ], [ 625341585, %1 ]
  %19 = phi i32 [ %216, %212 ], [ 0, %1 ]
  %20 = shl i32 %18, 13
  %21 = xor i32 %20, %18
  %22 = lshr i32 %21, 17
  %23 = xor i32 %22, %21
  %24 = shl i32 %23, 5
  %25 = xor i32 %24, %23
  %26 = and i32 %19, 1
  %27 = icmp eq i32 %26, 0
  %28 = lshr i32 %25, 3
  %29 = and i32 %28, %25
  %30 = lshr i32 %25, 7
  %31 = and i32 %29, %30
  %32 = select i1 %27, i32 %31, i32 %25
  br label %33

33:                                               ; preds = %33, %17
  %34 = phi i32 [ 0, %17 ], [ %43, %33 ]
  %35 = phi i32 [ 0, %17 ], [ %42, %33 ]
  %36 = shl nsw i32 %34, 2
  %37 = lshr i32 %32, %36
  %38 = and i32 %37, 15
  %39 = getelementptr inbounds [16 x i8], [16 x i8]* @nibble_pop, i32 0, i32 %38
  %40 = load i8, i8* %39, align 1, !tbaa !7
  %41 = zext i8 %40 to i32
  %42 = add nuw nsw i32 %35, %41
  %43 = add nuw nsw i32 %34, 1
  %44 = icmp eq i32 %43, 8
  br i1 %44, label %45, label %33, !llvm.loop !15

45:                                               ; preds = %33
  %46 = lshr i32 %32, 1
  %47 = and i32 %46, 1431655765
  %48 = sub i32 %32, %47
  %49 = and i32 %48, 858993459
  %50 = lshr i32 %48, 2
  %51 = and i32 %50, 858993459
  %52 = add nuw nsw i32 %51, %49
  %53 = lshr i32 %52, 4
  %54 = add nuw nsw i32 %53, %52
  %55 = and i32 %54, 252645135
  %56 = lshr i32 %55, 8
  %57 = add nuw nsw i32 %56, %55
  %58 = lshr i32 %57, 16
  %59 = add nuw nsw i32 %58, %57
  %60 = and i32 %59, 63
  %61 = icmp eq i32 %42, %60
  br i1 %61, label %62, label %74

62:                                               ; preds = %45
  %63 = lshr i32 %32, 16
  %64 = xor i32 %63, %32
  %65 = lshr i32 %64, 8
  %66 = xor i32 %65, %64
  %67 = lshr i32 %66, 4
  %68 = xor i32 %67, %66
  %69 = and i32 %68, 15
  %70 = lshr i32 27030, %69
  %71 = xor i32 %42, %70
  %72 = and i32 %71, 1
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %75, label %74

74:                                               ; preds = %62, %45
  call void @abort() #2
  br label %75

75:                                               ; preds = %74, %62
  %76 = load i32, i32* @h, align 4, !tbaa !13
  %77 = xor i32 %76, %42
  %78 = mul i32 %77, 16777619
  store i32 %78, i32* @h, align 4, !tbaa !13
  %79 = icmp eq i32 %32, 0
  br i1 %79, label %165, label %80

80:                                               ; preds = %75
  %81 = and i32 %32, 65535
  %82 = icmp eq i32 %81, 0
  %83 = lshr i32 %32, 16
  %84 = select i1 %82, i32 %83, i32 %32
  %85 = select i1 %82, i32 16, i32 0
  %86 = and i32 %84, 255
  %87 = icmp eq i32 %86, 0
  %88 = or i32 %85, 8
  %89 = lshr i32 %84, 8
  %90 = select i1 %87, i32 %89, i32 %84
  %91 = select i1 %87, i32 %88, i32 %85
  %92 = and i32 %90, 15
  %93 = icmp eq i32 %92, 0
  %94 = or i32 %91, 4
  %95 = lshr i32 %90, 4
  %96 = select i1 %93, i32 %95, i32 %90
  %97 = select i1 %93, i32 %94, i32 %91
  %98 = and i32 %96, 3
  %99 = icmp eq i32 %98, 0
  %100 = or i32 %97, 2
  %101 = lshr i32 %96, 2
  %102 = select i1 %99, i32 %101, i32 %96
  %103 = select i1 %99, i32 %100, i32 %97
  %104 = and i32 %102, 1
  %105 = xor i32 %104, 1
  %106 = add nsw i32 %105, %103
  %107 = icmp ult i32 %32, 65536
  %108 = shl i32 %32, 16
  %109 = select i1 %107, i32 %108, i32 %32
  %110 = select i1 %107, i32 16, i32 0
  %111 = icmp ult i32 %109, 16777216
  %112 = or i32 %110, 8
  %113 = shl i32 %109, 8
  %114 = select i1 %111, i32 %113, i32 %109
  %115 = select i1 %111, i32 %112, i32 %110
  %116 = icmp ult i32 %114, 268435456
  %117 = or i32 %115, 4
  %118 = shl i32 %114, 4
  %119 = select i1 %116, i32 %118, i32 %114
  %120 = select i1 %116, i32 %117, i32 %115
  %121 = icmp ult i32 %119, 1073741824
  %122 = or i32 %120, 2
  %123 = shl i32 %119, 2
  %124 = select i1 %121, i32 %123, i32 %119
  %125 = select i1 %121, i32 %122, i32 %120
  %126 = xor i32 %124, -1
  %127 = lshr i32 %126, 31
  %128 = add nsw i32 %127, %125
  %129 = shl i32 1, %106
  %130 = and i32 %129, %32
  %131 = icmp eq i32 %130, 0
  br i1 %131, label %136, label %132

132:                                              ; preds = %80
  %133 = sub nsw i32 31, %128
  %134 = lshr i32 %32, %133
  %135 = icmp eq i32 %134, 1
  br i1 %135, label %137, label %136

136:                                              ; preds = %132, %80
  call void @abort() #2
  br label %137

137:                                              ; preds = %136, %132
  %138 = shl nsw i32 %106, 5
  %139 = add nsw i32 %138, %128
  %140 = load i32, i32* @h, align 4, !tbaa !13
  %141 = xor i32 %140, %139
  %142 = mul i32 %141, 16777619
  %143 = sub i32 0, %32
  %144 = and i32 %32, %143
  %145 = xor i32 %142, %144
  %146 = mul i32 %145, 16777619
  %147 = add i32 %32, -1
  %148 = and i32 %147, %32
  %149 = xor i32 %146, %148
  %150 = mul i32 %149, 16777619
  %151 = and i32 %46, 2147483646
  %152 = lshr i32 %32, 2
  %153 = or i32 %151, %152
  %154 = lshr i32 %153, 2
  %155 = or i32 %154, %153
  %156 = lshr i32 %155, 4
  %157 = or i32 %156, %155
  %158 = lshr i32 %157, 8
  %159 = or i32 %158, %157
  %160 = lshr i32 %159, 16
  %161 = or i32 %160, %159
  %162 = add nuw i32 %161, 1
  %163 = xor i32 %150, %162
  %164 = mul i32 %163, 16777619
  store i32 %164, i32* @h, align 4, !tbaa !13
  br label %165

165:                                              ; preds = %137, %75
  br label %166

166:                                              ; preds = %165, %166
  %167 = phi i32 [ %177, %166 ], [ 0, %165 ]
  %168 = phi i32 [ %175, %166 ], [ 0, %165 ]
  %169 = phi i32 [ %176, %166 ], [ %32, %165 ]
  %170 = shl i32 %168, 8
  %171 = and i32 %169, 255
  %172 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %171
  %173 = load i8, i8* %172, align 1, !tbaa !7
  %174 = zext i8 %173 to i32
  %175 = or i32 %170, %174
  %176 = lshr i32 %169, 8
  %177 = add nuw nsw i32 %167, 1
  %178 = icmp eq i32 %177, 4
  br i1 %178, label %179, label %166, !llvm.loop !16

179:                                              ; preds = %166, %179
  %180 = phi i32 [ %190, %179 ], [ 0, %166 ]
  %181 = phi i32 [ %188, %179 ], [ 0, %166 ]
  %182 = phi i32 [ %189, %179 ], [ %175, %166 ]
  %183 = shl i32 %181, 8
  %184 = and i32 %182, 255
  %185 = getelementptr inbounds [256 x i8], [256 x i8]* @rev8, i32 0, i32 %184
  %186 = load i8, i8* %185, align 1, !tbaa !7
  %187 = zext i8 %186 to i32
  %188 = or i32 %183, %187
  %189 = lshr i32 %182, 8
  %190 = add nuw nsw i32 %180, 1
  %191 = icmp eq i32 %190, 4
  br i1 %191, label %192, label %179, !llvm.loop !16

192:                                              ; preds = %179
  %193 = icmp eq i32 %188, %32
  br i1 %193, label %195, label %194

194:                                              ; preds = %192
  call void @abort() #2
  br label %195

195:                                              ; preds = %194, %192
  %196 = load i32, i32* @h, align 4, !tbaa !13
  %197 = xor i32 %196, %175
  %198 = mul i32 %197, 16777619
  store i32 %198, i32* @h, align 4, !tbaa !13
  %199 = xor i32 %46, %32
  %200 = lshr i32 %199, 16
  %201 = xor i32 %200, %199
  %202 = lshr i32 %201, 8
  %203 = xor i32 %202, %201
  %204 = lshr i32 %203, 4
  %205 = xor i32 %204, %203
  %206 = lshr i32 %205, 2
  %207 = xor i32 %206, %205
  %208 = lshr i32 %207, 1
  %209 = xor i32 %208, %207
  %210 = icmp eq i32 %209, %32
  br i1 %210, label %212, label %211

211:                                              ; preds = %195
  call void @abort() #2
  br label %212

212:                                              ; preds = %211, %195
  %213 = load i32, i32* @h, align 4, !tbaa !13
  %214 = xor i32 %213, %199
  %215 = mul i32 %214, 16777619
  store i32 %215, i32* @h, align 4, !tbaa !13
  %216 = add nuw nsw i32 %19, 1
  %217 = icmp eq i32 %216, 320
  br i1 %217, label %14, label %17, !llvm.loop !17
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
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !8, i64 0}
!15 = distinct !{!15, !11, !12}
!16 = distinct !{!16, !11, !12}
!17 = distinct !{!17, !11, !12}
