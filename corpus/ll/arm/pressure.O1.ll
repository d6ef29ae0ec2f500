; ModuleID = 'pressure.c'
source_filename = "pressure.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@data = internal global [256 x i32] zeroinitializer, align 4

; Function Attrs: nofree norecurse nosync nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i32 [ 0, %0 ], [ %11, %1 ]
  %3 = phi i32 [ 74565, %0 ], [ %9, %1 ]
  %4 = shl i32 %3, 13
  %5 = xor i32 %4, %3
  %6 = lshr i32 %5, 17
  %7 = xor i32 %6, %5
  %8 = shl i32 %7, 5
  %9 = xor i32 %8, %7
  %10 = getelementptr inbounds [256 x i32], [256 x i32]* @data, i32 0, i32 %2
  store i32 %9, i32* %10, align 4, !tbaa !7
  %11 = add nuw nsw i32 %2, 1
  %12 = icmp eq i32 %11, 256
  br i1 %12, label %15, label %1, !llvm.loop !11

13:                                               ; preds = %15
  %14 = and i32 %26, 2147483647
  ret i32 %14

15:                                               ; preds = %1, %15
  %16 = phi i32 [ %31, %15 ], [ 0, %1 ]
  %17 = phi i32 [ %26, %15 ], [ -2128831035, %1 ]
  %18 = mul nsw i32 %16, -17
  %19 = add nsw i32 %18, 256
  %20 = call fastcc i32 @kernel16(i32 noundef %19) #3
  %21 = xor i32 %20, %17
  %22 = mul i32 %21, 16777619
  %23 = getelementptr inbounds [256 x i32], [256 x i32]* @data, i32 0, i32 %16
  %24 = call fastcc i32 @kernel12_call(i32* noundef nonnull %23) #3
  %25 = xor i32 %22, %24
  %26 = mul i32 %25, 16777619
  %27 = mul nuw nsw i32 %16, 31
  %28 = getelementptr inbounds [256 x i32], [256 x i32]* @data, i32 0, i32 %27
  %29 = load i32, i32* %28, align 4, !tbaa !7
  %30 = xor i32 %26, %29
  store i32 %30, i32* %28, align 4, !tbaa !7
  %31 = add nuw nsw i32 %16, 1
  %32 = icmp eq i32 %31, 4
  br i1 %32, label %13, label %15, !llvm.loop !14
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
  br i1 %74, label %3, label %21, !llvm.loop !15
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
  %31 = call fastcc i32 @step(i32 noundef %30) #3
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
  br i1 %57, label %2, label %14, !llvm.loop !16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone willreturn
define internal fastcc i32 @step(i32 noundef %0) unnamed_addr #2 {
  %2 = mul i32 %0, -1640531535
  %3 = add i32 %2, 1
  ret i32 %3
}

attributes #0 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { nofree noinline norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !13}
