; ModuleID = 'quicksort.c'
source_filename = "quicksort.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@a = dso_local local_unnamed_addr global [220 x i32] zeroinitializer, align 4
@u = dso_local local_unnamed_addr global [220 x i16] zeroinitializer, align 2

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %11

1:                                                ; preds = %11
  tail call fastcc void @quicksort_i(i32 noundef 0, i32 noundef 219) #3
  tail call fastcc void @quicksort_u(i32 noundef 0, i32 noundef 219) #3
  %2 = load i32, i32* getelementptr inbounds ([220 x i32], [220 x i32]* @a, i32 0, i32 0), align 4, !tbaa !3
  %3 = load i16, i16* getelementptr inbounds ([220 x i16], [220 x i16]* @u, i32 0, i32 0), align 2, !tbaa !7
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
  store i32 %24, i32* %20, align 4, !tbaa !3
  %25 = lshr i32 %17, 7
  %26 = trunc i32 %25 to i16
  %27 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %12
  store i16 %26, i16* %27, align 2, !tbaa !7
  %28 = and i32 %25, 65535
  %29 = add i32 %28, %14
  %30 = add i32 %29, %24
  %31 = mul i32 %24, -1640531535
  %32 = xor i32 %31, %13
  %33 = add nuw nsw i32 %12, 1
  %34 = icmp eq i32 %33, 220
  br i1 %34, label %1, label %11, !llvm.loop !9

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
  %47 = load i32, i32* %46, align 4, !tbaa !3
  %48 = icmp sgt i32 %41, %47
  br i1 %48, label %53, label %49

49:                                               ; preds = %39
  %50 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %42
  %51 = load i16, i16* %50, align 2, !tbaa !7
  %52 = icmp ugt i16 %40, %51
  br i1 %52, label %53, label %54

53:                                               ; preds = %49, %39
  tail call void @abort() #4
  br label %54

54:                                               ; preds = %53, %49
  %55 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %42
  %56 = load i32, i32* %55, align 4, !tbaa !3
  %57 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %42
  %58 = load i16, i16* %57, align 2, !tbaa !7
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
  br i1 %69, label %35, label %39, !llvm.loop !11

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
  br i1 %4, label %5, label %66

5:                                                ; preds = %2, %61
  %6 = phi i32 [ %62, %61 ], [ %3, %2 ]
  %7 = phi i32 [ %64, %61 ], [ %0, %2 ]
  %8 = phi i32 [ %63, %61 ], [ %1, %2 ]
  %9 = lshr i32 %6, 1
  %10 = add nsw i32 %9, %7
  %11 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %10
  %12 = load i32, i32* %11, align 4, !tbaa !3
  %13 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %7
  %14 = load i32, i32* %13, align 4, !tbaa !3
  %15 = icmp slt i32 %12, %14
  br i1 %15, label %16, label %17

16:                                               ; preds = %5
  store i32 %14, i32* %11, align 4, !tbaa !3
  store i32 %12, i32* %13, align 4, !tbaa !3
  br label %17

17:                                               ; preds = %16, %5
  %18 = phi i32 [ %12, %16 ], [ %14, %5 ]
  %19 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %8
  %20 = load i32, i32* %19, align 4, !tbaa !3
  %21 = icmp slt i32 %20, %18
  br i1 %21, label %22, label %24

22:                                               ; preds = %17
  store i32 %18, i32* %19, align 4, !tbaa !3
  store i32 %20, i32* %13, align 4, !tbaa !3
  %23 = load i32, i32* %19, align 4, !tbaa !3
  br label %24

24:                                               ; preds = %22, %17
  %25 = phi i32 [ %23, %22 ], [ %20, %17 ]
  %26 = load i32, i32* %11, align 4, !tbaa !3
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %29

28:                                               ; preds = %24
  store i32 %26, i32* %19, align 4, !tbaa !3
  store i32 %25, i32* %11, align 4, !tbaa !3
  br label %29

29:                                               ; preds = %28, %24
  %30 = phi i32 [ %25, %28 ], [ %26, %24 ]
  %31 = add nsw i32 %7, -1
  %32 = add nsw i32 %8, 1
  br label %33

33:                                               ; preds = %52, %29
  %34 = phi i32 [ %31, %29 ], [ %38, %52 ]
  %35 = phi i32 [ %32, %29 ], [ %46, %52 ]
  br label %36

36:                                               ; preds = %36, %33
  %37 = phi i32 [ %34, %33 ], [ %38, %36 ]
  %38 = add nsw i32 %37, 1
  %39 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %38
  %40 = load i32, i32* %39, align 4, !tbaa !3
  %41 = icmp slt i32 %40, %30
  br i1 %41, label %36, label %42, !llvm.loop !13

42:                                               ; preds = %36
  %43 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %38
  br label %44

44:                                               ; preds = %42, %44
  %45 = phi i32 [ %46, %44 ], [ %35, %42 ]
  %46 = add nsw i32 %45, -1
  %47 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %46
  %48 = load i32, i32* %47, align 4, !tbaa !3
  %49 = icmp sgt i32 %48, %30
  br i1 %49, label %44, label %50, !llvm.loop !14

50:                                               ; preds = %44
  %51 = icmp slt i32 %38, %46
  br i1 %51, label %52, label %54

52:                                               ; preds = %50
  %53 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %46
  store i32 %48, i32* %43, align 4, !tbaa !3
  store i32 %40, i32* %53, align 4, !tbaa !3
  br label %33

54:                                               ; preds = %50
  %55 = sub nsw i32 %46, %7
  %56 = sub nsw i32 %8, %46
  %57 = icmp slt i32 %55, %56
  br i1 %57, label %58, label %60

58:                                               ; preds = %54
  tail call fastcc void @quicksort_i(i32 noundef %7, i32 noundef %46) #3
  %59 = sub nsw i32 %8, %45
  br label %61

60:                                               ; preds = %54
  tail call fastcc void @quicksort_i(i32 noundef %45, i32 noundef %8) #3
  br label %61

61:                                               ; preds = %60, %58
  %62 = phi i32 [ %55, %60 ], [ %59, %58 ]
  %63 = phi i32 [ %46, %60 ], [ %8, %58 ]
  %64 = phi i32 [ %7, %60 ], [ %45, %58 ]
  %65 = icmp sgt i32 %62, 8
  br i1 %65, label %5, label %66, !llvm.loop !15

66:                                               ; preds = %61, %2
  %67 = phi i32 [ %1, %2 ], [ %63, %61 ]
  %68 = phi i32 [ %0, %2 ], [ %64, %61 ]
  %69 = icmp sgt i32 %67, %68
  br i1 %69, label %70, label %93

70:                                               ; preds = %66, %89
  %71 = phi i32 [ %72, %89 ], [ %68, %66 ]
  %72 = add nsw i32 %71, 1
  %73 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %72
  %74 = load i32, i32* %73, align 4, !tbaa !3
  %75 = icmp slt i32 %71, %68
  br i1 %75, label %89, label %76

76:                                               ; preds = %70, %81
  %77 = phi i32 [ %84, %81 ], [ %71, %70 ]
  %78 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %77
  %79 = load i32, i32* %78, align 4, !tbaa !3
  %80 = icmp sgt i32 %79, %74
  br i1 %80, label %81, label %86

81:                                               ; preds = %76
  %82 = add nsw i32 %77, 1
  %83 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %82
  store i32 %79, i32* %83, align 4, !tbaa !3
  %84 = add nsw i32 %77, -1
  %85 = icmp sgt i32 %77, %68
  br i1 %85, label %76, label %86, !llvm.loop !16

86:                                               ; preds = %81, %76
  %87 = phi i32 [ %77, %76 ], [ %84, %81 ]
  %88 = add nsw i32 %87, 1
  br label %89

89:                                               ; preds = %86, %70
  %90 = phi i32 [ %88, %86 ], [ %72, %70 ]
  %91 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %90
  store i32 %74, i32* %91, align 4, !tbaa !3
  %92 = icmp eq i32 %72, %67
  br i1 %92, label %93, label %70, !llvm.loop !17

93:                                               ; preds = %89, %66
  ret void
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @quicksort_u(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = icmp slt i32 %0, %1
  br i1 %3, label %4, label %63

4:                                                ; preds = %2
  %5 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %1
  %6 = sub i32 0, %1
  br label %7

7:                                                ; preds = %4, %31
  %8 = phi i32 [ %0, %4 ], [ %37, %31 ]
  %9 = load i16, i16* %5, align 2, !tbaa !7
  %10 = icmp slt i32 %8, %1
  br i1 %10, label %11, label %31

11:                                               ; preds = %7
  %12 = sub i32 %1, %8
  %13 = xor i32 %8, -1
  %14 = and i32 %12, 1
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %23, label %16

16:                                               ; preds = %11
  %17 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %8
  %18 = load i16, i16* %17, align 2, !tbaa !7
  %19 = icmp ult i16 %18, %9
  %20 = add nsw i32 %8, 1
  %21 = select i1 %19, i32 %20, i32 %8
  %22 = add nsw i32 %8, 1
  br label %23

23:                                               ; preds = %16, %11
  %24 = phi i32 [ undef, %11 ], [ %21, %16 ]
  %25 = phi i32 [ %8, %11 ], [ %21, %16 ]
  %26 = phi i32 [ %8, %11 ], [ %22, %16 ]
  %27 = icmp eq i32 %13, %6
  br i1 %27, label %28, label %39

28:                                               ; preds = %59, %23
  %29 = phi i32 [ %24, %23 ], [ %60, %59 ]
  %30 = load i16, i16* %5, align 2, !tbaa !7
  br label %31

31:                                               ; preds = %28, %7
  %32 = phi i16 [ %9, %7 ], [ %30, %28 ]
  %33 = phi i32 [ %8, %7 ], [ %29, %28 ]
  %34 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %33
  %35 = load i16, i16* %34, align 2, !tbaa !7
  store i16 %32, i16* %34, align 2, !tbaa !7
  store i16 %35, i16* %5, align 2, !tbaa !7
  %36 = add nsw i32 %33, -1
  tail call fastcc void @quicksort_u(i32 noundef %8, i32 noundef %36) #3
  %37 = add nsw i32 %33, 1
  %38 = icmp slt i32 %37, %1
  br i1 %38, label %7, label %63

39:                                               ; preds = %23, %59
  %40 = phi i32 [ %60, %59 ], [ %25, %23 ]
  %41 = phi i32 [ %61, %59 ], [ %26, %23 ]
  %42 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %41
  %43 = load i16, i16* %42, align 2, !tbaa !7
  %44 = icmp ult i16 %43, %9
  br i1 %44, label %45, label %49

45:                                               ; preds = %39
  %46 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %40
  %47 = load i16, i16* %46, align 2, !tbaa !7
  store i16 %43, i16* %46, align 2, !tbaa !7
  store i16 %47, i16* %42, align 2, !tbaa !7
  %48 = add nsw i32 %40, 1
  br label %49

49:                                               ; preds = %39, %45
  %50 = phi i32 [ %48, %45 ], [ %40, %39 ]
  %51 = add nsw i32 %41, 1
  %52 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %51
  %53 = load i16, i16* %52, align 2, !tbaa !7
  %54 = icmp ult i16 %53, %9
  br i1 %54, label %55, label %59

55:                                               ; preds = %49
  %56 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %50
  %57 = load i16, i16* %56, align 2, !tbaa !7
  store i16 %53, i16* %56, align 2, !tbaa !7
  store i16 %57, i16* %52, align 2, !tbaa !7
  %58 = add nsw i32 %50, 1
  br label %59

59:                                               ; preds = %55, %49
  %60 = phi i32 [ %58, %55 ], [ %50, %49 ]
  %61 = add nsw i32 %41, 2
  %62 = icmp eq i32 %61, %1
  br i1 %62, label %28, label %39, !llvm.loop !18

63:                                               ; preds = %31, %2
  ret void
}

declare dso_local void @abort() local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin "no-builtins" }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"short", !5, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10, !12}
!12 = !{!"llvm.loop.peeled.count", i32 1}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
