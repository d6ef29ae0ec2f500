; ModuleID = 'quicksort.c'
source_filename = "quicksort.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@a = dso_local local_unnamed_addr global [220 x i32] zeroinitializer, align 4
@u = dso_local local_unnamed_addr global [220 x i16] zeroinitializer, align 2

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %2

1:                                                ; preds = %2
  call fastcc void @quicksort_i(i32 noundef 0, i32 noundef 219) #3
  call fastcc void @quicksort_u(i32 noundef 0, i32 noundef 219) #3
  br label %29

2:                                                ; preds = %0, %2
  %3 = phi i32 [ 0, %0 ], [ %23, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %22, %2 ]
  %5 = phi i32 [ 0, %0 ], [ %20, %2 ]
  %6 = phi i32 [ 42, %0 ], [ %8, %2 ]
  %7 = mul i32 %6, 1664525
  %8 = add i32 %7, 1013904223
  %9 = lshr i32 %8, 12
  %10 = add nsw i32 %9, -524288
  %11 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %3
  %12 = urem i32 %3, 17
  %13 = icmp eq i32 %12, 0
  %14 = select i1 %13, i32 7, i32 %10
  store i32 %14, i32* %11, align 4, !tbaa !7
  %15 = lshr i32 %8, 7
  %16 = trunc i32 %15 to i16
  %17 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %3
  store i16 %16, i16* %17, align 2, !tbaa !11
  %18 = and i32 %15, 65535
  %19 = add i32 %18, %5
  %20 = add i32 %19, %14
  %21 = mul i32 %14, -1640531535
  %22 = xor i32 %21, %4
  %23 = add nuw nsw i32 %3, 1
  %24 = icmp eq i32 %23, 220
  br i1 %24, label %1, label %2, !llvm.loop !13

25:                                               ; preds = %49
  %26 = icmp eq i32 %20, %56
  %27 = icmp eq i32 %22, %58
  %28 = select i1 %26, i1 %27, i1 false
  br i1 %28, label %66, label %65

29:                                               ; preds = %1, %49
  %30 = phi i32 [ 0, %1 ], [ %63, %49 ]
  %31 = phi i32 [ -2128831035, %1 ], [ %62, %49 ]
  %32 = phi i32 [ 0, %1 ], [ %58, %49 ]
  %33 = phi i32 [ 0, %1 ], [ %56, %49 ]
  %34 = icmp eq i32 %30, 0
  br i1 %34, label %49, label %35

35:                                               ; preds = %29
  %36 = add nsw i32 %30, -1
  %37 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %36
  %38 = load i32, i32* %37, align 4, !tbaa !7
  %39 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %30
  %40 = load i32, i32* %39, align 4, !tbaa !7
  %41 = icmp sgt i32 %38, %40
  br i1 %41, label %48, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %36
  %44 = load i16, i16* %43, align 2, !tbaa !11
  %45 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %30
  %46 = load i16, i16* %45, align 2, !tbaa !11
  %47 = icmp ugt i16 %44, %46
  br i1 %47, label %48, label %49

48:                                               ; preds = %42, %35
  call void @abort() #4
  br label %49

49:                                               ; preds = %48, %42, %29
  %50 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %30
  %51 = load i32, i32* %50, align 4, !tbaa !7
  %52 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %30
  %53 = load i16, i16* %52, align 2, !tbaa !11
  %54 = zext i16 %53 to i32
  %55 = add i32 %51, %33
  %56 = add i32 %55, %54
  %57 = mul i32 %51, -1640531535
  %58 = xor i32 %57, %32
  %59 = xor i32 %51, %31
  %60 = mul i32 %59, 16777619
  %61 = xor i32 %60, %54
  %62 = mul i32 %61, 16777619
  %63 = add nuw nsw i32 %30, 1
  %64 = icmp eq i32 %63, 220
  br i1 %64, label %25, label %29, !llvm.loop !16

65:                                               ; preds = %25
  call void @abort() #4
  br label %66

66:                                               ; preds = %25, %65
  %67 = and i32 %62, 2147483647
  ret i32 %67
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @quicksort_i(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = sub nsw i32 %1, %0
  %4 = icmp sgt i32 %3, 8
  br i1 %4, label %5, label %61

5:                                                ; preds = %2, %56
  %6 = phi i32 [ %59, %56 ], [ %3, %2 ]
  %7 = phi i32 [ %58, %56 ], [ %0, %2 ]
  %8 = phi i32 [ %57, %56 ], [ %1, %2 ]
  %9 = sdiv i32 %6, 2
  %10 = add nsw i32 %9, %7
  %11 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %10
  %12 = load i32, i32* %11, align 4, !tbaa !7
  %13 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %7
  %14 = load i32, i32* %13, align 4, !tbaa !7
  %15 = icmp slt i32 %12, %14
  br i1 %15, label %16, label %17

16:                                               ; preds = %5
  store i32 %14, i32* %11, align 4, !tbaa !7
  store i32 %12, i32* %13, align 4, !tbaa !7
  br label %17

17:                                               ; preds = %16, %5
  %18 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %8
  %19 = load i32, i32* %18, align 4, !tbaa !7
  %20 = load i32, i32* %13, align 4, !tbaa !7
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %23

22:                                               ; preds = %17
  store i32 %20, i32* %18, align 4, !tbaa !7
  store i32 %19, i32* %13, align 4, !tbaa !7
  br label %23

23:                                               ; preds = %22, %17
  %24 = load i32, i32* %18, align 4, !tbaa !7
  %25 = load i32, i32* %11, align 4, !tbaa !7
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %28

27:                                               ; preds = %23
  store i32 %25, i32* %18, align 4, !tbaa !7
  store i32 %24, i32* %11, align 4, !tbaa !7
  br label %28

28:                                               ; preds = %27, %23
  %29 = load i32, i32* %11, align 4, !tbaa !7
  %30 = add nsw i32 %7, -1
  %31 = add nsw i32 %8, 1
  br label %32

32:                                               ; preds = %49, %28
  %33 = phi i32 [ %30, %28 ], [ %37, %49 ]
  %34 = phi i32 [ %31, %28 ], [ %43, %49 ]
  br label %35

35:                                               ; preds = %35, %32
  %36 = phi i32 [ %33, %32 ], [ %37, %35 ]
  %37 = add nsw i32 %36, 1
  %38 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %37
  %39 = load i32, i32* %38, align 4, !tbaa !7
  %40 = icmp slt i32 %39, %29
  br i1 %40, label %35, label %41, !llvm.loop !17

41:                                               ; preds = %35, %41
  %42 = phi i32 [ %43, %41 ], [ %34, %35 ]
  %43 = add nsw i32 %42, -1
  %44 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %43
  %45 = load i32, i32* %44, align 4, !tbaa !7
  %46 = icmp sgt i32 %45, %29
  br i1 %46, label %41, label %47, !llvm.loop !18

47:                                               ; preds = %41
  %48 = icmp slt i32 %37, %43
  br i1 %48, label %49, label %50

49:                                               ; preds = %47
  store i32 %45, i32* %38, align 4, !tbaa !7
  store i32 %39, i32* %44, align 4, !tbaa !7
  br label %32, !llvm.loop !19

50:                                               ; preds = %47
  %51 = sub nsw i32 %43, %7
  %52 = sub nsw i32 %8, %43
  %53 = icmp slt i32 %51, %52
  br i1 %53, label %54, label %55

54:                                               ; preds = %50
  call fastcc void @quicksort_i(i32 noundef %7, i32 noundef %43) #3
  br label %56

55:                                               ; preds = %50
  call fastcc void @quicksort_i(i32 noundef %42, i32 noundef %8) #3
  br label %56

56:                                               ; preds = %55, %54
  %57 = phi i32 [ %8, %54 ], [ %43, %55 ]
  %58 = phi i32 [ %42, %54 ], [ %7, %55 ]
  %59 = sub nsw i32 %57, %58
  %60 = icmp sgt i32 %59, 8
  br i1 %60, label %5, label %61, !llvm.loop !20

61:                                               ; preds = %56, %2
  %62 = phi i32 [ %1, %2 ], [ %57, %56 ]
  %63 = phi i32 [ %0, %2 ], [ %58, %56 ]
  %64 = icmp sgt i32 %62, %63
  br i1 %64, label %65, label %86

65:                                               ; preds = %61, %81
  %66 = phi i32 [ %67, %81 ], [ %63, %61 ]
  %67 = add nsw i32 %66, 1
  %68 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %67
  %69 = load i32, i32* %68, align 4, !tbaa !7
  %70 = icmp slt i32 %66, %63
  br i1 %70, label %81, label %71

71:                                               ; preds = %65, %76
  %72 = phi i32 [ %79, %76 ], [ %66, %65 ]
  %73 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %72
  %74 = load i32, i32* %73, align 4, !tbaa !7
  %75 = icmp sgt i32 %74, %69
  br i1 %75, label %76, label %81

76:                                               ; preds = %71
  %77 = add nsw i32 %72, 1
  %78 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %77
  store i32 %74, i32* %78, align 4, !tbaa !7
  %79 = add nsw i32 %72, -1
  %80 = icmp sgt i32 %72, %63
  br i1 %80, label %71, label %81, !llvm.loop !21

81:                                               ; preds = %76, %71, %65
  %82 = phi i32 [ %66, %65 ], [ %72, %71 ], [ %79, %76 ]
  %83 = add nsw i32 %82, 1
  %84 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %83
  store i32 %69, i32* %84, align 4, !tbaa !7
  %85 = icmp eq i32 %67, %62
  br i1 %85, label %86, label %65, !llvm.loop !22

86:                                               ; preds = %81, %61
  ret void
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @quicksort_u(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = icmp slt i32 %0, %1
  br i1 %3, label %4, label %27

4:                                                ; preds = %2
  %5 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %1
  %6 = load i16, i16* %5, align 2, !tbaa !11
  br label %13

7:                                                ; preds = %23
  %8 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %24
  %9 = load i16, i16* %8, align 2, !tbaa !11
  %10 = load i16, i16* %5, align 2, !tbaa !11
  store i16 %10, i16* %8, align 2, !tbaa !11
  store i16 %9, i16* %5, align 2, !tbaa !11
  %11 = add nsw i32 %24, -1
  call fastcc void @quicksort_u(i32 noundef %0, i32 noundef %11) #3
  %12 = add nsw i32 %24, 1
  call fastcc void @quicksort_u(i32 noundef %12, i32 noundef %1) #3
  br label %27

13:                                               ; preds = %4, %23
  %14 = phi i32 [ %0, %4 ], [ %24, %23 ]
  %15 = phi i32 [ %0, %4 ], [ %25, %23 ]
  %16 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %15
  %17 = load i16, i16* %16, align 2, !tbaa !11
  %18 = icmp ult i16 %17, %6
  br i1 %18, label %19, label %23

19:                                               ; preds = %13
  %20 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %14
  %21 = load i16, i16* %20, align 2, !tbaa !11
  store i16 %17, i16* %20, align 2, !tbaa !11
  store i16 %21, i16* %16, align 2, !tbaa !11
  %22 = add nsw i32 %14, 1
  br label %23

23:                                               ; preds = %13, %19
  %24 = phi i32 [ %22, %19 ], [ %14, %13 ]
  %25 = add nsw i32 %15, 1
  %26 = icmp eq i32 %25, %1
  br i1 %26, label %7, label %13, !llvm.loop !23

27:                                               ; preds = %2, %7
  ret void
}

declare dso_local void @abort() local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { nobuiltin "no-builtins" }
attributes #4 = { nobuiltin nounwind "no-builtins" }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !9, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !14, !15}
!21 = distinct !{!21, !14, !15}
!22 = distinct !{!22, !14, !15}
!23 = distinct !{!23, !14, !15}
