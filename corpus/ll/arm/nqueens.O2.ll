; ModuleID = 'nqueens.c'
source_filename = "nqueens.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@main.expected = internal unnamed_addr constant [8 x i32] [i32 1, i32 1, i32 0, i32 0, i32 2, i32 10, i32 4, i32 40], align 4
@first_found = internal unnamed_addr global i1 false, align 4
@first_hash = internal unnamed_addr global i32 0, align 4
@queen_col = internal unnamed_addr global [8 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %18
  %2 = and i32 %23, 2147483647
  ret i32 %2

3:                                                ; preds = %0, %18
  %4 = phi i32 [ -2128831035, %0 ], [ %23, %18 ]
  %5 = phi i32 [ 1, %0 ], [ %24, %18 ]
  %6 = tail call fastcc i32 @solve_bits(i32 noundef %5, i32 noundef 0, i32 noundef 0, i32 noundef 0) #4
  store i1 false, i1* @first_found, align 4
  store i32 0, i32* @first_hash, align 4, !tbaa !7
  %7 = icmp eq i32 %5, 7
  br i1 %7, label %10, label %8

8:                                                ; preds = %3
  %9 = tail call fastcc i32 @solve_array(i32 noundef %5, i32 noundef 0) #4
  br label %10

10:                                               ; preds = %3, %8
  %11 = phi i32 [ %9, %8 ], [ %6, %3 ]
  %12 = getelementptr inbounds [8 x i32], [8 x i32]* @main.expected, i32 0, i32 %5
  %13 = load i32, i32* %12, align 4, !tbaa !7
  %14 = icmp eq i32 %6, %13
  %15 = icmp eq i32 %11, %6
  %16 = select i1 %14, i1 %15, i1 false
  br i1 %16, label %18, label %17

17:                                               ; preds = %10
  tail call void @abort() #5
  br label %18

18:                                               ; preds = %10, %17
  %19 = xor i32 %6, %4
  %20 = mul i32 %19, 16777619
  %21 = load i32, i32* @first_hash, align 4, !tbaa !7
  %22 = xor i32 %21, %20
  %23 = mul i32 %22, 16777619
  %24 = add nuw nsw i32 %5, 1
  %25 = icmp eq i32 %24, 8
  br i1 %25, label %1, label %3, !llvm.loop !11
}

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @solve_bits(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #1 {
  %5 = shl nsw i32 -1, %0
  %6 = xor i32 %5, -1
  %7 = icmp eq i32 %6, %1
  br i1 %7, label %29, label %8

8:                                                ; preds = %4
  %9 = or i32 %2, %1
  %10 = or i32 %9, %3
  %11 = xor i32 %10, -1
  %12 = and i32 %11, %6
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %29, label %14

14:                                               ; preds = %8, %14
  %15 = phi i32 [ %19, %14 ], [ %12, %8 ]
  %16 = phi i32 [ %27, %14 ], [ 0, %8 ]
  %17 = sub i32 0, %15
  %18 = and i32 %15, %17
  %19 = xor i32 %18, %15
  %20 = or i32 %18, %1
  %21 = or i32 %18, %2
  %22 = shl i32 %21, 1
  %23 = and i32 %22, %6
  %24 = or i32 %18, %3
  %25 = lshr i32 %24, 1
  %26 = tail call fastcc i32 @solve_bits(i32 noundef %0, i32 noundef %20, i32 noundef %23, i32 noundef %25) #4
  %27 = add nsw i32 %26, %16
  %28 = icmp eq i32 %19, 0
  br i1 %28, label %29, label %14, !llvm.loop !13

29:                                               ; preds = %14, %8, %4
  %30 = phi i32 [ 1, %4 ], [ 0, %8 ], [ %27, %14 ]
  ret i32 %30
}

; Function Attrs: nofree nosync nounwind
define internal fastcc i32 @solve_array(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %1, %0
  br i1 %3, label %10, label %4

4:                                                ; preds = %2
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %51

6:                                                ; preds = %4
  %7 = icmp sgt i32 %1, 0
  %8 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i32 0, i32 %1
  %9 = add nsw i32 %1, 1
  br label %25

10:                                               ; preds = %2
  %11 = load i1, i1* @first_found, align 4
  br i1 %11, label %51, label %12

12:                                               ; preds = %10
  store i1 true, i1* @first_found, align 4
  %13 = icmp sgt i32 %1, 0
  br i1 %13, label %14, label %51

14:                                               ; preds = %12
  %15 = load i32, i32* @first_hash, align 4, !tbaa !7
  br label %16

16:                                               ; preds = %14, %16
  %17 = phi i32 [ %23, %16 ], [ 0, %14 ]
  %18 = phi i32 [ %22, %16 ], [ %15, %14 ]
  %19 = shl i32 %18, 3
  %20 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i32 0, i32 %17
  %21 = load i32, i32* %20, align 4, !tbaa !7
  %22 = add i32 %19, %21
  %23 = add nuw nsw i32 %17, 1
  %24 = icmp eq i32 %23, %1
  br i1 %24, label %50, label %16, !llvm.loop !14

25:                                               ; preds = %6, %46
  %26 = phi i32 [ 0, %6 ], [ %48, %46 ]
  %27 = phi i32 [ 0, %6 ], [ %47, %46 ]
  br i1 %7, label %30, label %43

28:                                               ; preds = %35
  %29 = icmp eq i32 %42, %1
  br i1 %29, label %43, label %30, !llvm.loop !15

30:                                               ; preds = %25, %28
  %31 = phi i32 [ %42, %28 ], [ 0, %25 ]
  %32 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i32 0, i32 %31
  %33 = load i32, i32* %32, align 4, !tbaa !7
  %34 = icmp eq i32 %33, %26
  br i1 %34, label %46, label %35

35:                                               ; preds = %30
  %36 = sub nsw i32 %33, %26
  %37 = sub nsw i32 %1, %31
  %38 = icmp eq i32 %36, %37
  %39 = sub nsw i32 %26, %33
  %40 = icmp eq i32 %39, %37
  %41 = select i1 %38, i1 true, i1 %40
  %42 = add nuw nsw i32 %31, 1
  br i1 %41, label %46, label %28

43:                                               ; preds = %28, %25
  store i32 %26, i32* %8, align 4, !tbaa !7
  %44 = tail call fastcc i32 @solve_array(i32 noundef %0, i32 noundef %9) #4
  %45 = add nsw i32 %44, %27
  store i32 -1, i32* %8, align 4, !tbaa !7
  br label %46

46:                                               ; preds = %30, %35, %43
  %47 = phi i32 [ %45, %43 ], [ %27, %35 ], [ %27, %30 ]
  %48 = add nuw nsw i32 %26, 1
  %49 = icmp eq i32 %48, %0
  br i1 %49, label %51, label %25, !llvm.loop !16

50:                                               ; preds = %16
  store i32 %22, i32* @first_hash, align 4, !tbaa !7
  br label %51

51:                                               ; preds = %46, %4, %12, %50, %10
  %52 = phi i32 [ 1, %10 ], [ 1, %50 ], [ 1, %12 ], [ 0, %4 ], [ %47, %46 ]
  ret i32 %52
}

declare dso_local void @abort() local_unnamed_addr #3

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { nofree nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #4 = { nobuiltin "no-builtins" }
attributes #5 = { nobuiltin nounwind "no-builtins" }

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
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
