; ModuleID = 'pressure.c'
source_filename = "pressure.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@data = internal global [256 x i32] zeroinitializer, align 4

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %131, %1 ]
  %3 = phi i32 [ 74565, %0 ], [ %129, %1 ]
  %4 = shl i32 %3, 13
  %5 = xor i32 %4, %3
  %6 = lshr i32 %5, 17
  %7 = xor i32 %6, %5
  %8 = shl i32 %7, 5
  %9 = xor i32 %8, %7
  %10 = getelementptr inbounds [256 x i32], [256 x i32]* @data, i32 0, i32 %2
  store i32 %9, i32* %10, align 4, !tbaa !7
  %11 = or i32 %2, 1
  %12 = shl i32 %9, 13
  %13 = xor i32 %12, %9
  %14 = lshr i32 %13, 17
  %15 = xor i32 %14, %13
  %16 = shl i32 %15, 5
  %17 = xor i32 %16, %15
  %18 = getelementptr inbounds [256 x i32], [256 x i32]* @data, i32 0, i32 %11
  store i32 %17, i32* %18, align 4, !tbaa !7
  %19 = or i32 %2, 2
  %20 = shl i32 %17, 13
  %21 = xor i32 %20, %17
  %22 = lshr i32 %21, 17
  %23 = xor i32 %22, %21
  %24 = shl i32 %23, 5
  %25 = xor i32 %24, %23
  %26 = getelementptr inbounds [256 x i32], [256 x i32]* @data, i32 0, i32 %19
  store i32 %25, i32* %26, align 4, !tbaa !7
  %27 = or i32 %2, 3
  %28 = shl i32 %25, 13
  %29 = xor i32 %28, %25
  %30 = lshr i32 %29, 17
  %31 = xor i32 %30, %29
  %32 = shl i32 %31, 5
  %33 = xor i32 %32, %31
  %34 = getelementptr inbounds [256 x i32], [256 x i32]* @data, i32 0, i32 %27
  store i32 %33, i32* %34, align 4, !tbaa !7
  %35 = or i32 %2, 4
  %36 = shl i32 %33, 13
  %37 = xor i32 %36, %33
  %38 = lshr i32 %37, 17
  %39 = xor i32 %38, %37
  %40 = shl i32 %39, 5
  %41 = xor i32 %40, %39
  %42 = getelementptr inbounds [256 x i32], [256 x i32]* @data, i32 0, i32 %35
  store i32 %41, i32* %42, align 4, !tbaa !7
  %43 = or i32 %2, 5
  %44 = shl i32 %41, 13
  %45 = xor i32 %44, %41
  %46 = lshr i32 %45, 17
  %47 = xor i32 %46, %45
  %48 = shl i32 %47, 5
  %49 = xor i32 %48, %47
  %50 = getelementptr inbounds [256 x i32], [256 x i32]* @data, i32 0, i32 %43
  store i32 %49, i32* %50, align 4, !tbaa !7
  %51 = or i32 %2, 6
  %52 = shl i32 %49, 13
  %53 = xor i32 %52, %49
  %54 = lshr i32 %53, 17
  %55 = xor i32 %54, %53
  %56 = shl i32 %55, 5
  %57 = xor i32 %56, %55
  %58 = getelementptr inbounds [256 x i32], [256 x i32]* @data, i32 0, i32 %51
  store i32 %57, i32* %58, align 4, !tbaa !7
  %59 = or i32 %2, 7
  %60 = shl i32 %57, 13
  %61 = xor i32 %60, %57
  %62 = lshr i32 %61, 17
  %63 = xor i32 %62, %61
  %64 = shl i32 %63, 5
  %65 = xor i32 %64, %63
  %66 = getelementptr inbounds [256 x i32], [256 x i32]* @data, i32 0, i32 %59
  store i32 %65, i32* %66, align 4, !tbaa !7
  %67 = or i32 %2, 8
  %68 = shl i32 %65, 13
  %69 = xor i32 %68, %65
  %70 = lshr i32 %69, 17
  %71 = xor i32 %70, %69
  %72 = shl i32 %71, 5
  %73 = xor i32 %72, %71
  %74 = getelementptr inbounds [256 x i32], [256 x i32]* @data, i32 0, i32 %67
  store i32 %73, i32* %74, align 4, !tbaa !7
  %75 = or i32 %2, 9
  %76 = shl i32 %73, 13
  %77 = xor i32 %76, %73
  %78 = lshr i32 %77, 17
  %79 = xor i32 %78, %77
  %80 = shl i32 %79, 5
  %81 = xor i32 %80, %79
  %82 = getelementptr inbounds [256 x i32], [256 x i32]* @data, i32 0, i32 %75
  store i32 %81, i32* %82, align 4, !tbaa !7
  %83 = or i32 %2, 10
  %84 = shl i32 %81, 13
  %85 = xor i32 %84, %81
  %86 = lshr i32 %85, 17
  %87 = xor i32 %86, %85
  %88 = shl i32 %87, 5
  %89 = xor i32 %88, %87
  %90 = getelementptr inbounds [256 x i32], [256 x i32]* @data, i32 0, i32 %83
  store i32 %89, i32* %90, align 4, !tbaa !7
  %91 = or i32 %2, 11
  %92 = shl i32 %89, 13
  %93 = xor i32 %92, %89
  %94 = lshr i32 %93, 17
  %95 = xor i32 %94, %93
  %96 = shl i32 %95, 5
  %97 = xor i32 %96, %95
  %98 = getelementptr inbounds [256 x i32], [256 x i32]* @data, i32 0, i32 %91
  store i32 %97, i32* %98, align 4, !tbaa !7
  %99 = or i32 %2, 12
  %100 = shl i32 %97, 13
  %101 = xor i32 %100, %97
  %102 = lshr i32 %101, 17
  %103 = xor i32 %102, %101
  %104 = shl i32 %103, 5
  %105 = xor i32 %104, %103
  %106 = getelementptr inbounds [256 x i32], [256 x i32]* @data, i32 0, i32 %99
  store i32 %105, i32* %106, align 4, !tbaa !7
  %107 = or i32 %2, 13
  %108 = shl i32 %105, 13
  %109 = xor i32 %108, %105
  %110 = lshr i32 %109, 17
  %111 = xor i32 %110, %109
  %112 = shl i32 %111, 5
  %113 = xor i32 %112, %111
  %114 = getelementptr inbounds [256 x i32], [256 x i32]* @data, i32 0, i32 %107
  store i32 %113, i32* %114, align 4, !tbaa !7
  %115 = or i32 %2, 14
  %116 = shl i32 %113, 13
  %117 = xor i32 %116, %113
  %118 = lshr i32 %117, 17
  %119 = xor i32 %118, %117
  %120 = shl i32 %119, 5
  %121 = xor i32 %120, %119
  %122 = getelementptr inbounds [256 x i32], [256 x i32]* @data, i32 0, i32 %115
  store i32 %121, i32* %122, align 4, !tbaa !7
  %123 = or i32 %2, 15
  %124 = shl i32 %121, 13
  %125 = xor i32 %124, %121
  %126 = lshr i32 %125, 17
  %127 = xor i32 %126, %125
  %128 = shl i32 %127, 5
  %129 = xor i32 %128, %127
  %130 = getelementptr inbounds [256 x i32], [256 x i32]* @data, i32 0, i32 %123
  store i32 %129, i32* %130, align 4, !tbaa !7
  %131 = add nuw nsw i32 %2, 16
  %132 = icmp eq i32 %131, 256
  br i1 %132, label %133, label %1, !llvm.loop !11

133:                                              ; preds = %1
  %134 = tail call fastcc i32 @kernel16(i32 noundef 256) #3
  %135 = xor i32 %134, -2128831035
  %136 = mul i32 %135, 16777619
  %137 = tail call fastcc i32 @kernel12_call(i32* noundef nonnull getelementptr inbounds ([256 x i32], [256 x i32]* @data, i32 0, i32 0)) #3
  %138 = xor i32 %136, %137
  %139 = mul i32 %138, 16777619
  %140 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @data, i32 0, i32 0), align 4, !tbaa !7
  %141 = xor i32 %139, %140
  store i32 %141, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @data, i32 0, i32 0), align 4, !tbaa !7
  %142 = tail call fastcc i32 @kernel16(i32 noundef 239) #3
  %143 = xor i32 %142, %139
  %144 = mul i32 %143, 16777619
  %145 = tail call fastcc i32 @kernel12_call(i32* noundef nonnull getelementptr inbounds ([256 x i32], [256 x i32]* @data, i32 0, i32 1)) #3
  %146 = xor i32 %144, %145
  %147 = mul i32 %146, 16777619
  %148 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @data, i32 0, i32 31), align 4, !tbaa !7
  %149 = xor i32 %147, %148
  store i32 %149, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @data, i32 0, i32 31), align 4, !tbaa !7
  %150 = tail call fastcc i32 @kernel16(i32 noundef 222) #3
  %151 = xor i32 %150, %147
  %152 = mul i32 %151, 16777619
  %153 = tail call fastcc i32 @kernel12_call(i32* noundef nonnull getelementptr inbounds ([256 x i32], [256 x i32]* @data, i32 0, i32 2)) #3
  %154 = xor i32 %152, %153
  %155 = mul i32 %154, 16777619
  %156 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @data, i32 0, i32 62), align 4, !tbaa !7
  %157 = xor i32 %155, %156
  store i32 %157, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @data, i32 0, i32 62), align 4, !tbaa !7
  %158 = tail call fastcc i32 @kernel16(i32 noundef 205) #3
  %159 = xor i32 %158, %155
  %160 = mul i32 %159, 16777619
  %161 = tail call fastcc i32 @kernel12_call(i32* noundef nonnull getelementptr inbounds ([256 x i32], [256 x i32]* @data, i32 0, i32 3)) #3
  %162 = xor i32 %160, %161
  %163 = mul i32 %162, 16777619
  %164 = load i32, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @data, i32 0, i32 93), align 4, !tbaa !7
  %165 = xor i32 %163, %164
  store i32 %165, i32* getelementptr inbounds ([256 x i32], [256 x i32]* @data, i32 0, i32 93), align 4, !tbaa !7
  %166 = and i32 %163, 2147483647
  ret i32 %166
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @kernel16(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %21, label %19

3:                                                ; preds = %21
  %4 = add i32 %59, %57
  %5 = add i32 %4, %61
  %6 = add i32 %5, %63
  %7 = add i32 %6, %65
  %8 = add i32 %7, %67
  %9 = add i32 %8, %69
  %10 = add i32 %9, %72
  %11 = xor i32 %45, %43
  %12 = xor i32 %11, %47
  %13 = xor i32 %12, %49
  %14 = xor i32 %13, %51
  %15 = xor i32 %14, %53
  %16 = xor i32 %15, %55
  %17 = xor i32 %16, %10
  %18 = xor i32 %17, %41
  br label %19

19:                                               ; preds = %3, %1
  %20 = phi i32 [ %18, %3 ], [ 108, %1 ]
  ret i32 %20

21:                                               ; preds = %1, %21
  %22 = phi i32 [ %41, %21 ], [ 1, %1 ]
  %23 = phi i32 [ %73, %21 ], [ 0, %1 ]
  %24 = phi i32 [ %72, %21 ], [ 16, %1 ]
  %25 = phi i32 [ %69, %21 ], [ 15, %1 ]
  %26 = phi i32 [ %67, %21 ], [ 14, %1 ]
  %27 = phi i32 [ %65, %21 ], [ 13, %1 ]
  %28 = phi i32 [ %63, %21 ], [ 12, %1 ]
  %29 = phi i32 [ %61, %21 ], [ 11, %1 ]
  %30 = phi i32 [ %59, %21 ], [ 10, %1 ]
  %31 = phi i32 [ %57, %21 ], [ 9, %1 ]
  %32 = phi i32 [ %55, %21 ], [ 8, %1 ]
  %33 = phi i32 [ %53, %21 ], [ 7, %1 ]
  %34 = phi i32 [ %51, %21 ], [ 6, %1 ]
  %35 = phi i32 [ %49, %21 ], [ 5, %1 ]
  %36 = phi i32 [ %47, %21 ], [ 4, %1 ]
  %37 = phi i32 [ %45, %21 ], [ 3, %1 ]
  %38 = phi i32 [ %43, %21 ], [ 2, %1 ]
  %39 = getelementptr inbounds [256 x i32], [256 x i32]* @data, i32 0, i32 %23
  %40 = load i32, i32* %39, align 4, !tbaa !7
  %41 = add i32 %40, %22
  %42 = add i32 %41, %40
  %43 = xor i32 %42, %38
  %44 = lshr i32 %43, 3
  %45 = add i32 %44, %37
  %46 = mul i32 %36, 3
  %47 = add i32 %45, %46
  %48 = shl i32 %47, 2
  %49 = xor i32 %48, %35
  %50 = xor i32 %49, %40
  %51 = add i32 %50, %34
  %52 = add i32 %51, %33
  %53 = mul i32 %52, 5
  %54 = lshr i32 %53, 7
  %55 = sub i32 %32, %54
  %56 = xor i32 %55, %41
  %57 = add i32 %56, %31
  %58 = add i32 %57, %43
  %59 = xor i32 %58, %30
  %60 = lshr i32 %59, 1
  %61 = add i32 %60, %29
  %62 = xor i32 %61, %28
  %63 = add i32 %62, %45
  %64 = mul i32 %63, 7
  %65 = add i32 %64, %27
  %66 = add i32 %65, %47
  %67 = xor i32 %66, %26
  %68 = lshr i32 %67, 5
  %69 = add i32 %68, %25
  %70 = mul i32 %24, 9
  %71 = xor i32 %69, %49
  %72 = add i32 %71, %70
  %73 = add nuw nsw i32 %23, 1
  %74 = icmp eq i32 %73, %0
  br i1 %74, label %3, label %21, !llvm.loop !13
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly
define internal fastcc i32 @kernel12_call(i32* nocapture noundef readonly %0) unnamed_addr #1 {
  br label %14

2:                                                ; preds = %14
  %3 = add i32 %37, %35
  %4 = add i32 %3, %39
  %5 = add i32 %4, %41
  %6 = add i32 %5, %43
  %7 = add i32 %6, %45
  %8 = add i32 %7, %47
  %9 = add i32 %8, %49
  %10 = add i32 %9, %51
  %11 = add i32 %10, %53
  %12 = add i32 %11, %55
  %13 = add i32 %12, %33
  ret i32 %13

14:                                               ; preds = %1, %14
  %15 = phi i32 [ 1, %1 ], [ %33, %14 ]
  %16 = phi i32 [ 0, %1 ], [ %56, %14 ]
  %17 = phi i32 [ 12, %1 ], [ %55, %14 ]
  %18 = phi i32 [ 11, %1 ], [ %53, %14 ]
  %19 = phi i32 [ 10, %1 ], [ %51, %14 ]
  %20 = phi i32 [ 9, %1 ], [ %49, %14 ]
  %21 = phi i32 [ 8, %1 ], [ %47, %14 ]
  %22 = phi i32 [ 7, %1 ], [ %45, %14 ]
  %23 = phi i32 [ 6, %1 ], [ %43, %14 ]
  %24 = phi i32 [ 5, %1 ], [ %41, %14 ]
  %25 = phi i32 [ 4, %1 ], [ %39, %14 ]
  %26 = phi i32 [ 3, %1 ], [ %37, %14 ]
  %27 = phi i32 [ 2, %1 ], [ %35, %14 ]
  %28 = getelementptr inbounds i32, i32* %0, i32 %16
  %29 = load i32, i32* %28, align 4, !tbaa !7
  %30 = xor i32 %29, %15
  %31 = tail call fastcc i32 @step(i32 noundef %30) #3
  %32 = xor i32 %31, %17
  %33 = add i32 %32, %15
  %34 = lshr i32 %33, 2
  %35 = add i32 %34, %27
  %36 = add i32 %35, %31
  %37 = xor i32 %36, %26
  %38 = mul i32 %37, 3
  %39 = add i32 %38, %25
  %40 = lshr i32 %39, 4
  %41 = xor i32 %40, %24
  %42 = add i32 %33, %23
  %43 = add i32 %42, %41
  %44 = shl i32 %43, 1
  %45 = xor i32 %44, %22
  %46 = xor i32 %45, %35
  %47 = add i32 %46, %21
  %48 = lshr i32 %47, 3
  %49 = sub i32 %20, %48
  %50 = xor i32 %49, %37
  %51 = add i32 %50, %19
  %52 = add i32 %51, %39
  %53 = xor i32 %52, %18
  %54 = xor i32 %53, %41
  %55 = add i32 %54, %17
  %56 = add nuw nsw i32 %16, 1
  %57 = icmp eq i32 %56, 200
  br i1 %57, label %2, label %14, !llvm.loop !14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @step(i32 noundef %0) unnamed_addr #2 {
  %2 = mul i32 %0, -1640531535
  %3 = add i32 %2, 1
  ret i32 %3
}

attributes #0 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { nofree noinline norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { nobuiltin "no-builtins" }

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
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
