; ModuleID = 'quicksort.c'
source_filename = "quicksort.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

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
  store i32 %14, i32* %11, align 4, !tbaa !3
  %15 = lshr i32 %8, 7
  %16 = trunc i32 %15 to i16
  %17 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %3
  store i16 %16, i16* %17, align 2, !tbaa !7
  %18 = and i32 %15, 65535
  %19 = add i32 %18, %5
  %20 = add i32 %19, %14
  %21 = mul i32 %14, -1640531535
  %22 = xor i32 %21, %4
  %23 = add nuw nsw i32 %3, 1
  %24 = icmp eq i32 %23, 220
  br i1 %24, label %1, label %2, !llvm.loop !9

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
  %38 = load i32, i32* %37, align 4, !tbaa !3
  %39 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %30
  %40 = load i32, i32* %39, align 4, !tbaa !3
  %41 = icmp sgt i32 %38, %40
  br i1 %41, label %48, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %36
  %44 = load i16, i16* %43, align 2, !tbaa !7
  %45 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %30
  %46 = load i16, i16* %45, align 2, !tbaa !7
  %47 = icmp ugt i16 %44, %46
  br i1 %47, label %48, label %49

48:                                               ; preds = %42, %35
  call void @abort() #4
  br label %49

49:                                               ; preds = %48, %42, %29
  %50 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %30
  %51 = load i32, i32* %50, align 4, !tbaa !3
  %52 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %30
  %53 = load i16, i16* %52, align 2, !tbaa !7
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
  br i1 %64, label %25, label %29, !llvm.loop !12

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
  br i1 %4, label %5, label %63

5:                                                ; preds = %2, %58
  %6 = phi i32 [ %61, %58 ], [ %3, %2 ]
  %7 = phi i32 [ %60, %58 ], [ %0, %2 ]
  %8 = phi i32 [ %59, %58 ], [ %1, %2 ]
  %9 = sdiv i32 %6, 2
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
  %18 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %8
  %19 = load i32, i32* %18, align 4, !tbaa !3
  %20 = load i32, i32* %13, align 4, !tbaa !3
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %23

22:                                               ; preds = %17
  store i32 %20, i32* %18, align 4, !tbaa !3
  store i32 %19, i32* %13, align 4, !tbaa !3
  br label %23

23:                                               ; preds = %22, %17
  %24 = load i32, i32* %18, align 4, !tbaa !3
  %25 = load i32, i32* %11, align 4, !tbaa !3
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %28

27:                                               ; preds = %23
  store i32 %25, i32* %18, align 4, !tbaa !3
  store i32 %24, i32* %11, align 4, !tbaa !3
  br label %28

28:                                               ; preds = %27, %23
  %29 = load i32, i32* %11, align 4, !tbaa !3
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
  %39 = load i32, i32* %38, align 4, !tbaa !3
  %40 = icmp slt i32 %39, %29
  br i1 %40, label %35, label %41, !llvm.loop !13

41:                                               ; preds = %35, %41
  %42 = phi i32 [ %43, %41 ], [ %34, %35 ]
  %43 = add nsw i32 %42, -1
  %44 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %43
  %45 = load i32, i32* %44, align 4, !tbaa !3
  %46 = icmp sgt i32 %45, %29
  br i1 %46, label %41, label %47, !llvm.loop !14

47:                                               ; preds = %41
  %48 = icmp slt i32 %37, %43
  br i1 %48, label %49, label %52

49:                                               ; preds = %47
  %50 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %37
  %51 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %43
  store i32 %45, i32* %50, align 4, !tbaa !3
  store i32 %39, i32* %51, align 4, !tbaa !3
  br label %32, !llvm.loop !15

52:                                               ; preds = %47
  %53 = sub nsw i32 %43, %7
  %54 = sub nsw i32 %8, %43
  %55 = icmp slt i32 %53, %54
  br i1 %55, label %56, label %57

56:                                               ; preds = %52
  call fastcc void @quicksort_i(i32 noundef %7, i32 noundef %43) #3
  br label %58

57:                                               ; preds = %52
  call fastcc void @quicksort_i(i32 noundef %42, i32 noundef %8) #3
  br label %58

58:                                               ; preds = %57, %56
  %59 = phi i32 [ %8, %56 ], [ %43, %57 ]
  %60 = phi i32 [ %42, %56 ], [ %7, %57 ]
  %61 = sub nsw i32 %59, %60
  %62 = icmp sgt i32 %61, 8
  br i1 %62, label %5, label %63, !llvm.loop !16

63:                                               ; preds = %58, %2
  %64 = phi i32 [ %1, %2 ], [ %59, %58 ]
  %65 = phi i32 [ %0, %2 ], [ %60, %58 ]
  %66 = icmp sgt i32 %64, %65
  br i1 %66, label %67, label %88

67:                                               ; preds = %63, %83
  %68 = phi i32 [ %69, %83 ], [ %65, %63 ]
  %69 = add nsw i32 %68, 1
  %70 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %69
  %71 = load i32, i32* %70, align 4, !tbaa !3
  %72 = icmp slt i32 %68, %65
  br i1 %72, label %83, label %73

73:                                               ; preds = %67, %78
  %74 = phi i32 [ %81, %78 ], [ %68, %67 ]
  %75 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %74
  %76 = load i32, i32* %75, align 4, !tbaa !3
  %77 = icmp sgt i32 %76, %71
  br i1 %77, label %78, label %83

78:                                               ; preds = %73
  %79 = add nsw i32 %74, 1
  %80 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %79
  store i32 %76, i32* %80, align 4, !tbaa !3
  %81 = add nsw i32 %74, -1
  %82 = icmp sgt i32 %74, %65
  br i1 %82, label %73, label %83, !llvm.loop !17

83:                                               ; preds = %78, %73, %67
  %84 = phi i32 [ %68, %67 ], [ %74, %73 ], [ %81, %78 ]
  %85 = add nsw i32 %84, 1
  %86 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %85
  store i32 %71, i32* %86, align 4, !tbaa !3
  %87 = icmp eq i32 %69, %64
  br i1 %87, label %88, label %67, !llvm.loop !18

88:                                               ; preds = %83, %63
  ret void
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @quicksort_u(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = icmp slt i32 %0, %1
  br i1 %3, label %4, label %27

4:                                                ; preds = %2
  %5 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %1
  %6 = load i16, i16* %5, align 2, !tbaa !7
  br label %13

7:                                                ; preds = %23
  %8 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %24
  %9 = load i16, i16* %8, align 2, !tbaa !7
  %10 = load i16, i16* %5, align 2, !tbaa !7
  store i16 %10, i16* %8, align 2, !tbaa !7
  store i16 %9, i16* %5, align 2, !tbaa !7
  %11 = add nsw i32 %24, -1
  call fastcc void @quicksort_u(i32 noundef %0, i32 noundef %11) #3
  %12 = add nsw i32 %24, 1
  call fastcc void @quicksort_u(i32 noundef %12, i32 noundef %1) #3
  br label %27

13:                                               ; preds = %4, %23
  %14 = phi i32 [ %0, %4 ], [ %24, %23 ]
  %15 = phi i32 [ %0, %4 ], [ %25, %23 ]
  %16 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %15
  %17 = load i16, i16* %16, align 2, !tbaa !7
  %18 = icmp ult i16 %17, %6
  br i1 %18, label %19, label %23

19:                                               ; preds = %13
  %20 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %14
  %21 = load i16, i16* %20, align 2, !tbaa !7
  store i16 %17, i16* %20, align 2, !tbaa !7
  store i16 %21, i16* %16, align 2, !tbaa !7
  %22 = add nsw i32 %14, 1
  br label %23

23:                                               ; preds = %13, %19
  %24 = phi i32 [ %22, %19 ], [ %14, %13 ]
  %25 = add nsw i32 %15, 1
  %26 = icmp eq i32 %25, %1
  br i1 %26, label %7, label %13, !llvm.loop !19

27:                                               ; preds = %2, %7
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
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !10, !11}
!17 = distinct !{!17, !10, !11}
!18 = distinct !{!18, !10, !11}
!19 = distinct !{!19, !10, !11}
