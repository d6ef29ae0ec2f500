; ModuleID = 'quicksort.c'
source_filename = "quicksort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a = dso_local local_unnamed_addr global [220 x i32] zeroinitializer, align 16
@u = dso_local local_unnamed_addr global [220 x i16] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %2

1:                                                ; preds = %2
  call fastcc void @quicksort_i(i32 noundef 0, i32 noundef 219) #3
  call fastcc void @quicksort_u(i32 noundef 0, i32 noundef 219) #3
  br label %30

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %24, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %23, %2 ]
  %5 = phi i32 [ 0, %0 ], [ %21, %2 ]
  %6 = phi i32 [ 42, %0 ], [ %8, %2 ]
  %7 = mul i32 %6, 1664525
  %8 = add i32 %7, 1013904223
  %9 = lshr i32 %8, 12
  %10 = add nsw i32 %9, -524288
  %11 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %3
  %12 = trunc i64 %3 to i32
  %13 = urem i32 %12, 17
  %14 = icmp eq i32 %13, 0
  %15 = select i1 %14, i32 7, i32 %10
  store i32 %15, i32* %11, align 4, !tbaa !2
  %16 = lshr i32 %8, 7
  %17 = trunc i32 %16 to i16
  %18 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i64 0, i64 %3
  store i16 %17, i16* %18, align 2, !tbaa !6
  %19 = and i32 %16, 65535
  %20 = add i32 %19, %5
  %21 = add i32 %20, %15
  %22 = mul i32 %15, -1640531535
  %23 = xor i32 %22, %4
  %24 = add nuw nsw i64 %3, 1
  %25 = icmp eq i64 %24, 220
  br i1 %25, label %1, label %2, !llvm.loop !8

26:                                               ; preds = %51
  %27 = icmp eq i32 %21, %58
  %28 = icmp eq i32 %23, %60
  %29 = select i1 %27, i1 %28, i1 false
  br i1 %29, label %68, label %67

30:                                               ; preds = %1, %51
  %31 = phi i64 [ 0, %1 ], [ %65, %51 ]
  %32 = phi i32 [ -2128831035, %1 ], [ %64, %51 ]
  %33 = phi i32 [ 0, %1 ], [ %60, %51 ]
  %34 = phi i32 [ 0, %1 ], [ %58, %51 ]
  %35 = icmp eq i64 %31, 0
  br i1 %35, label %51, label %36

36:                                               ; preds = %30
  %37 = add nuw i64 %31, 4294967295
  %38 = and i64 %37, 4294967295
  %39 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %38
  %40 = load i32, i32* %39, align 4, !tbaa !2
  %41 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %31
  %42 = load i32, i32* %41, align 4, !tbaa !2
  %43 = icmp sgt i32 %40, %42
  br i1 %43, label %50, label %44

44:                                               ; preds = %36
  %45 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i64 0, i64 %38
  %46 = load i16, i16* %45, align 2, !tbaa !6
  %47 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i64 0, i64 %31
  %48 = load i16, i16* %47, align 2, !tbaa !6
  %49 = icmp ugt i16 %46, %48
  br i1 %49, label %50, label %51

50:                                               ; preds = %44, %36
  call void @abort() #4
  br label %51

51:                                               ; preds = %50, %44, %30
  %52 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %31
  %53 = load i32, i32* %52, align 4, !tbaa !2
  %54 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i64 0, i64 %31
  %55 = load i16, i16* %54, align 2, !tbaa !6
  %56 = zext i16 %55 to i32
  %57 = add i32 %53, %34
  %58 = add i32 %57, %56
  %59 = mul i32 %53, -1640531535
  %60 = xor i32 %59, %33
  %61 = xor i32 %53, %32
  %62 = mul i32 %61, 16777619
  %63 = xor i32 %62, %56
  %64 = mul i32 %63, 16777619
  %65 = add nuw nsw i64 %31, 1
  %66 = icmp eq i64 %65, 220
  br i1 %66, label %26, label %30, !llvm.loop !11

67:                                               ; preds = %26
  call void @abort() #4
  br label %68

68:                                               ; preds = %26, %67
  %69 = and i32 %64, 2147483647
  ret i32 %69
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @quicksort_i(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = sub nsw i32 %1, %0
  %4 = icmp sgt i32 %3, 8
  br i1 %4, label %5, label %73

5:                                                ; preds = %2, %68
  %6 = phi i32 [ %71, %68 ], [ %3, %2 ]
  %7 = phi i32 [ %70, %68 ], [ %0, %2 ]
  %8 = phi i32 [ %69, %68 ], [ %1, %2 ]
  %9 = sdiv i32 %6, 2
  %10 = add nsw i32 %9, %7
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %11
  %13 = load i32, i32* %12, align 4, !tbaa !2
  %14 = sext i32 %7 to i64
  %15 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %14
  %16 = load i32, i32* %15, align 4, !tbaa !2
  %17 = icmp slt i32 %13, %16
  br i1 %17, label %18, label %19

18:                                               ; preds = %5
  store i32 %16, i32* %12, align 4, !tbaa !2
  store i32 %13, i32* %15, align 4, !tbaa !2
  br label %19

19:                                               ; preds = %18, %5
  %20 = sext i32 %8 to i64
  %21 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %20
  %22 = load i32, i32* %21, align 4, !tbaa !2
  %23 = load i32, i32* %15, align 4, !tbaa !2
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %19
  store i32 %23, i32* %21, align 4, !tbaa !2
  store i32 %22, i32* %15, align 4, !tbaa !2
  br label %26

26:                                               ; preds = %25, %19
  %27 = load i32, i32* %21, align 4, !tbaa !2
  %28 = load i32, i32* %12, align 4, !tbaa !2
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %31

30:                                               ; preds = %26
  store i32 %28, i32* %21, align 4, !tbaa !2
  store i32 %27, i32* %12, align 4, !tbaa !2
  br label %31

31:                                               ; preds = %30, %26
  %32 = load i32, i32* %12, align 4, !tbaa !2
  %33 = add nsw i32 %7, -1
  %34 = add nsw i32 %8, 1
  br label %35

35:                                               ; preds = %57, %31
  %36 = phi i32 [ %33, %31 ], [ %46, %57 ]
  %37 = phi i32 [ %34, %31 ], [ %55, %57 ]
  %38 = sext i32 %36 to i64
  br label %39

39:                                               ; preds = %39, %35
  %40 = phi i64 [ %41, %39 ], [ %38, %35 ]
  %41 = add nsw i64 %40, 1
  %42 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %41
  %43 = load i32, i32* %42, align 4, !tbaa !2
  %44 = icmp slt i32 %43, %32
  br i1 %44, label %39, label %45, !llvm.loop !12

45:                                               ; preds = %39
  %46 = trunc i64 %41 to i32
  %47 = sext i32 %37 to i64
  br label %48

48:                                               ; preds = %45, %48
  %49 = phi i64 [ %47, %45 ], [ %50, %48 ]
  %50 = add i64 %49, -1
  %51 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %50
  %52 = load i32, i32* %51, align 4, !tbaa !2
  %53 = icmp sgt i32 %52, %32
  br i1 %53, label %48, label %54, !llvm.loop !13

54:                                               ; preds = %48
  %55 = trunc i64 %50 to i32
  %56 = icmp slt i32 %46, %55
  br i1 %56, label %57, label %60

57:                                               ; preds = %54
  %58 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %41
  %59 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %50
  store i32 %52, i32* %58, align 4, !tbaa !2
  store i32 %43, i32* %59, align 4, !tbaa !2
  br label %35, !llvm.loop !14

60:                                               ; preds = %54
  %61 = trunc i64 %49 to i32
  %62 = trunc i64 %50 to i32
  %63 = sub nsw i32 %62, %7
  %64 = sub nsw i32 %8, %62
  %65 = icmp slt i32 %63, %64
  br i1 %65, label %66, label %67

66:                                               ; preds = %60
  call fastcc void @quicksort_i(i32 noundef %7, i32 noundef %62) #3
  br label %68

67:                                               ; preds = %60
  call fastcc void @quicksort_i(i32 noundef %61, i32 noundef %8) #3
  br label %68

68:                                               ; preds = %67, %66
  %69 = phi i32 [ %8, %66 ], [ %62, %67 ]
  %70 = phi i32 [ %61, %66 ], [ %7, %67 ]
  %71 = sub nsw i32 %69, %70
  %72 = icmp sgt i32 %71, 8
  br i1 %72, label %5, label %73, !llvm.loop !15

73:                                               ; preds = %68, %2
  %74 = phi i32 [ %1, %2 ], [ %69, %68 ]
  %75 = phi i32 [ %0, %2 ], [ %70, %68 ]
  %76 = icmp sgt i32 %74, %75
  br i1 %76, label %77, label %106

77:                                               ; preds = %73
  %78 = sext i32 %75 to i64
  %79 = add i32 %75, -1
  %80 = sext i32 %74 to i64
  br label %81

81:                                               ; preds = %100, %77
  %82 = phi i64 [ %78, %77 ], [ %83, %100 ]
  %83 = add nsw i64 %82, 1
  %84 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %83
  %85 = load i32, i32* %84, align 4, !tbaa !2
  %86 = icmp slt i64 %82, %78
  %87 = trunc i64 %82 to i32
  br i1 %86, label %100, label %88

88:                                               ; preds = %81, %93
  %89 = phi i64 [ %96, %93 ], [ %82, %81 ]
  %90 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %89
  %91 = load i32, i32* %90, align 4, !tbaa !2
  %92 = icmp sgt i32 %91, %85
  br i1 %92, label %93, label %98

93:                                               ; preds = %88
  %94 = add nsw i64 %89, 1
  %95 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %94
  store i32 %91, i32* %95, align 4, !tbaa !2
  %96 = add nsw i64 %89, -1
  %97 = icmp sgt i64 %89, %78
  br i1 %97, label %88, label %100, !llvm.loop !16

98:                                               ; preds = %88
  %99 = trunc i64 %89 to i32
  br label %100

100:                                              ; preds = %93, %98, %81
  %101 = phi i32 [ %87, %81 ], [ %99, %98 ], [ %79, %93 ]
  %102 = add nsw i32 %101, 1
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %103
  store i32 %85, i32* %104, align 4, !tbaa !2
  %105 = icmp eq i64 %83, %80
  br i1 %105, label %106, label %81, !llvm.loop !17

106:                                              ; preds = %100, %73
  ret void
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @quicksort_u(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = icmp slt i32 %0, %1
  br i1 %3, label %4, label %32

4:                                                ; preds = %2
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i64 0, i64 %5
  %7 = load i16, i16* %6, align 2, !tbaa !6
  %8 = sext i32 %0 to i64
  %9 = sext i32 %1 to i64
  br label %17

10:                                               ; preds = %28
  %11 = sext i32 %29 to i64
  %12 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i64 0, i64 %11
  %13 = load i16, i16* %12, align 2, !tbaa !6
  %14 = load i16, i16* %6, align 2, !tbaa !6
  store i16 %14, i16* %12, align 2, !tbaa !6
  store i16 %13, i16* %6, align 2, !tbaa !6
  %15 = add nsw i32 %29, -1
  call fastcc void @quicksort_u(i32 noundef %0, i32 noundef %15) #3
  %16 = add nsw i32 %29, 1
  call fastcc void @quicksort_u(i32 noundef %16, i32 noundef %1) #3
  br label %32

17:                                               ; preds = %4, %28
  %18 = phi i64 [ %8, %4 ], [ %30, %28 ]
  %19 = phi i32 [ %0, %4 ], [ %29, %28 ]
  %20 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i64 0, i64 %18
  %21 = load i16, i16* %20, align 2, !tbaa !6
  %22 = icmp ult i16 %21, %7
  br i1 %22, label %23, label %28

23:                                               ; preds = %17
  %24 = sext i32 %19 to i64
  %25 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i64 0, i64 %24
  %26 = load i16, i16* %25, align 2, !tbaa !6
  store i16 %21, i16* %25, align 2, !tbaa !6
  store i16 %26, i16* %20, align 2, !tbaa !6
  %27 = add nsw i32 %19, 1
  br label %28

28:                                               ; preds = %17, %23
  %29 = phi i32 [ %27, %23 ], [ %19, %17 ]
  %30 = add nsw i64 %18, 1
  %31 = icmp eq i64 %30, %9
  br i1 %31, label %10, label %17, !llvm.loop !18

32:                                               ; preds = %2, %10
  ret void
}

declare dso_local void @abort() local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin "no-builtins" }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"short", !4, i64 0}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !9, !10}
!12 = distinct !{!12, !9, !10}
!13 = distinct !{!13, !9, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !9, !10}
!16 = distinct !{!16, !9, !10}
!17 = distinct !{!17, !9, !10}
!18 = distinct !{!18, !9, !10}
