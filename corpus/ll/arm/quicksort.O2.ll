; ModuleID = 'quicksort.c'
source_filename = "quicksort.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@a = dso_local local_unnamed_addr global [220 x i32] zeroinitializer, align 4
@u = dso_local local_unnamed_addr global [220 x i16] zeroinitializer, align 2

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %11

1:                                                ; preds = %11
  tail call fastcc void @quicksort_i(i32 noundef 0, i32 noundef 219) #3
  tail call fastcc void @quicksort_u(i32 noundef 0, i32 noundef 219) #3
  %2 = load i32, i32* getelementptr inbounds ([220 x i32], [220 x i32]* @a, i32 0, i32 0), align 4, !tbaa !7
  %3 = load i16, i16* getelementptr inbounds ([220 x i16], [220 x i16]* @u, i32 0, i32 0), align 2, !tbaa !11
  %4 = zext i16 %3 to i32
  %5 = xor i32 %2, -2128831035
  %6 = mul i32 %5, 16777619
  %7 = xor i32 %6, %4
  %8 = mul i32 %7, 16777619
  %9 = mul i32 %2, -1640531535
  %10 = add i32 %2, %4
  br label %39

11:                                               ; preds = %0, %11
  %12 = phi i32 [ 0, %0 ], [ %33, %11 ]
  %13 = phi i32 [ 0, %0 ], [ %32, %11 ]
  %14 = phi i32 [ 0, %0 ], [ %30, %11 ]
  %15 = phi i32 [ 42, %0 ], [ %17, %11 ]
  %16 = mul i32 %15, 1664525
  %17 = add i32 %16, 1013904223
  %18 = lshr i32 %17, 12
  %19 = add nsw i32 %18, -524288
  %20 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %12
  %21 = trunc i32 %12 to i8
  %22 = urem i8 %21, 17
  %23 = icmp eq i8 %22, 0
  %24 = select i1 %23, i32 7, i32 %19
  store i32 %24, i32* %20, align 4, !tbaa !7
  %25 = lshr i32 %17, 7
  %26 = trunc i32 %25 to i16
  %27 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %12
  store i16 %26, i16* %27, align 2, !tbaa !11
  %28 = and i32 %25, 65535
  %29 = add i32 %28, %14
  %30 = add i32 %29, %24
  %31 = mul i32 %24, -1640531535
  %32 = xor i32 %31, %13
  %33 = add nuw nsw i32 %12, 1
  %34 = icmp eq i32 %33, 220
  br i1 %34, label %1, label %11, !llvm.loop !13

35:                                               ; preds = %54
  %36 = icmp eq i32 %30, %61
  %37 = icmp eq i32 %32, %63
  %38 = select i1 %36, i1 %37, i1 false
  br i1 %38, label %71, label %70

39:                                               ; preds = %54, %1
  %40 = phi i16 [ %3, %1 ], [ %58, %54 ]
  %41 = phi i32 [ %2, %1 ], [ %56, %54 ]
  %42 = phi i32 [ 1, %1 ], [ %68, %54 ]
  %43 = phi i32 [ %8, %1 ], [ %67, %54 ]
  %44 = phi i32 [ %9, %1 ], [ %63, %54 ]
  %45 = phi i32 [ %10, %1 ], [ %61, %54 ]
  %46 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %42
  %47 = load i32, i32* %46, align 4, !tbaa !7
  %48 = icmp sgt i32 %41, %47
  br i1 %48, label %53, label %49

49:                                               ; preds = %39
  %50 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %42
  %51 = load i16, i16* %50, align 2, !tbaa !11
  %52 = icmp ugt i16 %40, %51
  br i1 %52, label %53, label %54

53:                                               ; preds = %49, %39
  tail call void @abort() #4
  br label %54

54:                                               ; preds = %53, %49
  %55 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %42
  %56 = load i32, i32* %55, align 4, !tbaa !7
  %57 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %42
  %58 = load i16, i16* %57, align 2, !tbaa !11
  %59 = zext i16 %58 to i32
  %60 = add i32 %56, %45
  %61 = add i32 %60, %59
  %62 = mul i32 %56, -1640531535
  %63 = xor i32 %62, %44
  %64 = xor i32 %56, %43
  %65 = mul i32 %64, 16777619
  %66 = xor i32 %65, %59
  %67 = mul i32 %66, 16777619
  %68 = add nuw nsw i32 %42, 1
  %69 = icmp eq i32 %68, 220
  br i1 %69, label %35, label %39, !llvm.loop !15

70:                                               ; preds = %35
  tail call void @abort() #4
  br label %71

71:                                               ; preds = %35, %70
  %72 = and i32 %67, 2147483647
  ret i32 %72
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @quicksort_i(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = sub nsw i32 %1, %0
  %4 = icmp sgt i32 %3, 8
  br i1 %4, label %5, label %63

5:                                                ; preds = %2, %58
  %6 = phi i32 [ %59, %58 ], [ %3, %2 ]
  %7 = phi i32 [ %61, %58 ], [ %0, %2 ]
  %8 = phi i32 [ %60, %58 ], [ %1, %2 ]
  %9 = lshr i32 %6, 1
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
  %18 = phi i32 [ %12, %16 ], [ %14, %5 ]
  %19 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %8
  %20 = load i32, i32* %19, align 4, !tbaa !7
  %21 = icmp slt i32 %20, %18
  br i1 %21, label %22, label %24

22:                                               ; preds = %17
  store i32 %18, i32* %19, align 4, !tbaa !7
  store i32 %20, i32* %13, align 4, !tbaa !7
  %23 = load i32, i32* %19, align 4, !tbaa !7
  br label %24

24:                                               ; preds = %22, %17
  %25 = phi i32 [ %23, %22 ], [ %20, %17 ]
  %26 = load i32, i32* %11, align 4, !tbaa !7
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %29

28:                                               ; preds = %24
  store i32 %26, i32* %19, align 4, !tbaa !7
  store i32 %25, i32* %11, align 4, !tbaa !7
  br label %29

29:                                               ; preds = %28, %24
  %30 = phi i32 [ %25, %28 ], [ %26, %24 ]
  %31 = add nsw i32 %7, -1
  %32 = add nsw i32 %8, 1
  br label %33

33:                                               ; preds = %50, %29
  %34 = phi i32 [ %31, %29 ], [ %38, %50 ]
  %35 = phi i32 [ %32, %29 ], [ %44, %50 ]
  br label %36

36:                                               ; preds = %36, %33
  %37 = phi i32 [ %34, %33 ], [ %38, %36 ]
  %38 = add nsw i32 %37, 1
  %39 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %38
  %40 = load i32, i32* %39, align 4, !tbaa !7
  %41 = icmp slt i32 %40, %30
  br i1 %41, label %36, label %42, !llvm.loop !17

42:                                               ; preds = %36, %42
  %43 = phi i32 [ %44, %42 ], [ %35, %36 ]
  %44 = add nsw i32 %43, -1
  %45 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %44
  %46 = load i32, i32* %45, align 4, !tbaa !7
  %47 = icmp sgt i32 %46, %30
  br i1 %47, label %42, label %48, !llvm.loop !18

48:                                               ; preds = %42
  %49 = icmp slt i32 %38, %44
  br i1 %49, label %50, label %51

50:                                               ; preds = %48
  store i32 %46, i32* %39, align 4, !tbaa !7
  store i32 %40, i32* %45, align 4, !tbaa !7
  br label %33

51:                                               ; preds = %48
  %52 = sub nsw i32 %44, %7
  %53 = sub nsw i32 %8, %44
  %54 = icmp slt i32 %52, %53
  br i1 %54, label %55, label %57

55:                                               ; preds = %51
  tail call fastcc void @quicksort_i(i32 noundef %7, i32 noundef %44) #3
  %56 = sub nsw i32 %8, %43
  br label %58

57:                                               ; preds = %51
  tail call fastcc void @quicksort_i(i32 noundef %43, i32 noundef %8) #3
  br label %58

58:                                               ; preds = %57, %55
  %59 = phi i32 [ %52, %57 ], [ %56, %55 ]
  %60 = phi i32 [ %44, %57 ], [ %8, %55 ]
  %61 = phi i32 [ %7, %57 ], [ %43, %55 ]
  %62 = icmp sgt i32 %59, 8
  br i1 %62, label %5, label %63, !llvm.loop !19

63:                                               ; preds = %58, %2
  %64 = phi i32 [ %1, %2 ], [ %60, %58 ]
  %65 = phi i32 [ %0, %2 ], [ %61, %58 ]
  %66 = icmp sgt i32 %64, %65
  br i1 %66, label %67, label %90

67:                                               ; preds = %63, %86
  %68 = phi i32 [ %69, %86 ], [ %65, %63 ]
  %69 = add nsw i32 %68, 1
  %70 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %69
  %71 = load i32, i32* %70, align 4, !tbaa !7
  %72 = icmp slt i32 %68, %65
  br i1 %72, label %86, label %73

73:                                               ; preds = %67, %78
  %74 = phi i32 [ %81, %78 ], [ %68, %67 ]
  %75 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %74
  %76 = load i32, i32* %75, align 4, !tbaa !7
  %77 = icmp sgt i32 %76, %71
  br i1 %77, label %78, label %83

78:                                               ; preds = %73
  %79 = add nsw i32 %74, 1
  %80 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %79
  store i32 %76, i32* %80, align 4, !tbaa !7
  %81 = add nsw i32 %74, -1
  %82 = icmp sgt i32 %74, %65
  br i1 %82, label %73, label %83, !llvm.loop !20

83:                                               ; preds = %78, %73
  %84 = phi i32 [ %74, %73 ], [ %81, %78 ]
  %85 = add nsw i32 %84, 1
  br label %86

86:                                               ; preds = %83, %67
  %87 = phi i32 [ %85, %83 ], [ %69, %67 ]
  %88 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %87
  store i32 %71, i32* %88, align 4, !tbaa !7
  %89 = icmp eq i32 %69, %64
  br i1 %89, label %90, label %67, !llvm.loop !21

90:                                               ; preds = %86, %63
  ret void
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @quicksort_u(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = icmp slt i32 %0, %1
  br i1 %3, label %4, label %34

4:                                                ; preds = %2
  %5 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %1
  br label %6

6:                                                ; preds = %4, %12
  %7 = phi i32 [ %0, %4 ], [ %18, %12 ]
  %8 = load i16, i16* %5, align 2, !tbaa !11
  %9 = icmp slt i32 %7, %1
  br i1 %9, label %20, label %12

10:                                               ; preds = %30
  %11 = load i16, i16* %5, align 2, !tbaa !11
  br label %12

12:                                               ; preds = %10, %6
  %13 = phi i16 [ %8, %6 ], [ %11, %10 ]
  %14 = phi i32 [ %7, %6 ], [ %31, %10 ]
  %15 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %14
  %16 = load i16, i16* %15, align 2, !tbaa !11
  store i16 %13, i16* %15, align 2, !tbaa !11
  store i16 %16, i16* %5, align 2, !tbaa !11
  %17 = add nsw i32 %14, -1
  tail call fastcc void @quicksort_u(i32 noundef %7, i32 noundef %17) #3
  %18 = add nsw i32 %14, 1
  %19 = icmp slt i32 %18, %1
  br i1 %19, label %6, label %34

20:                                               ; preds = %6, %30
  %21 = phi i32 [ %31, %30 ], [ %7, %6 ]
  %22 = phi i32 [ %32, %30 ], [ %7, %6 ]
  %23 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %22
  %24 = load i16, i16* %23, align 2, !tbaa !11
  %25 = icmp ult i16 %24, %8
  br i1 %25, label %26, label %30

26:                                               ; preds = %20
  %27 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %21
  %28 = load i16, i16* %27, align 2, !tbaa !11
  store i16 %24, i16* %27, align 2, !tbaa !11
  store i16 %28, i16* %23, align 2, !tbaa !11
  %29 = add nsw i32 %21, 1
  br label %30

30:                                               ; preds = %20, %26
  %31 = phi i32 [ %29, %26 ], [ %21, %20 ]
  %32 = add nsw i32 %22, 1
  %33 = icmp eq i32 %32, %1
  br i1 %33, label %10, label %20, !llvm.loop !22

34:                                               ; preds = %12, %2
  ret void
}

declare dso_local void @abort() local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14, !16}
!16 = !{!"llvm.loop.peeled.count", i32 1}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
