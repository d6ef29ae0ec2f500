; ModuleID = 'quicksort.c'
source_filename = "quicksort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a = dso_local local_unnamed_addr global [220 x i32] zeroinitializer, align 16
@u = dso_local local_unnamed_addr global [220 x i16] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  br label %11

1:                                                ; preds = %11
  tail call fastcc void @quicksort_i(i32 noundef 0, i32 noundef 219) #3
  tail call fastcc void @quicksort_u(i32 noundef 0, i32 noundef 219) #3
  %2 = load i32, ptr @a, align 16, !tbaa !2
  %3 = load i16, ptr @u, align 16, !tbaa !6
  %4 = xor i32 %2, -2128831035
  %5 = mul i32 %4, 16777619
  %6 = zext i16 %3 to i32
  %7 = xor i32 %5, %6
  %8 = mul i32 %7, 16777619
  %9 = mul i32 %2, -1640531535
  %10 = add i32 %2, %6
  br label %39

11:                                               ; preds = %0, %11
  %12 = phi i64 [ 0, %0 ], [ %33, %11 ]
  %13 = phi i32 [ 0, %0 ], [ %32, %11 ]
  %14 = phi i32 [ 0, %0 ], [ %30, %11 ]
  %15 = phi i32 [ 42, %0 ], [ %17, %11 ]
  %16 = mul i32 %15, 1664525
  %17 = add i32 %16, 1013904223
  %18 = lshr i32 %17, 12
  %19 = add nsw i32 %18, -524288
  %20 = getelementptr inbounds [220 x i32], ptr @a, i64 0, i64 %12
  %21 = trunc i64 %12 to i8
  %22 = urem i8 %21, 17
  %23 = icmp eq i8 %22, 0
  %24 = select i1 %23, i32 7, i32 %19
  store i32 %24, ptr %20, align 4, !tbaa !2
  %25 = lshr i32 %17, 7
  %26 = trunc i32 %25 to i16
  %27 = getelementptr inbounds [220 x i16], ptr @u, i64 0, i64 %12
  store i16 %26, ptr %27, align 2, !tbaa !6
  %28 = and i32 %25, 65535
  %29 = add i32 %28, %14
  %30 = add i32 %29, %24
  %31 = mul i32 %24, -1640531535
  %32 = xor i32 %31, %13
  %33 = add nuw nsw i64 %12, 1
  %34 = icmp eq i64 %33, 220
  br i1 %34, label %1, label %11, !llvm.loop !8

35:                                               ; preds = %54
  %36 = icmp eq i32 %30, %61
  %37 = icmp eq i32 %32, %63
  %38 = select i1 %36, i1 %37, i1 false
  br i1 %38, label %71, label %70

39:                                               ; preds = %54, %1
  %40 = phi i16 [ %3, %1 ], [ %58, %54 ]
  %41 = phi i32 [ %2, %1 ], [ %56, %54 ]
  %42 = phi i64 [ 1, %1 ], [ %68, %54 ]
  %43 = phi i32 [ %8, %1 ], [ %67, %54 ]
  %44 = phi i32 [ %9, %1 ], [ %63, %54 ]
  %45 = phi i32 [ %10, %1 ], [ %61, %54 ]
  %46 = getelementptr inbounds [220 x i32], ptr @a, i64 0, i64 %42
  %47 = load i32, ptr %46, align 4, !tbaa !2
  %48 = icmp sgt i32 %41, %47
  br i1 %48, label %53, label %49

49:                                               ; preds = %39
  %50 = getelementptr inbounds [220 x i16], ptr @u, i64 0, i64 %42
  %51 = load i16, ptr %50, align 2, !tbaa !6
  %52 = icmp ugt i16 %40, %51
  br i1 %52, label %53, label %54

53:                                               ; preds = %49, %39
  tail call void @abort() #4
  br label %54

54:                                               ; preds = %53, %49
  %55 = getelementptr inbounds [220 x i32], ptr @a, i64 0, i64 %42
  %56 = load i32, ptr %55, align 4, !tbaa !2
  %57 = getelementptr inbounds [220 x i16], ptr @u, i64 0, i64 %42
  %58 = load i16, ptr %57, align 2, !tbaa !6
  %59 = zext i16 %58 to i32
  %60 = add i32 %56, %45
  %61 = add i32 %60, %59
  %62 = mul i32 %56, -1640531535
  %63 = xor i32 %62, %44
  %64 = xor i32 %56, %43
  %65 = mul i32 %64, 16777619
  %66 = xor i32 %65, %59
  %67 = mul i32 %66, 16777619
  %68 = add nuw nsw i64 %42, 1
  %69 = icmp eq i64 %68, 220
  br i1 %69, label %35, label %39, !llvm.loop !10

70:                                               ; preds = %35
  tail call void @abort() #4
  br label %71

71:                                               ; preds = %35, %70
  %72 = and i32 %67, 2147483647
  ret i32 %72
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc void @quicksort_i(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = sub nsw i32 %1, %0
  %4 = icmp sgt i32 %3, 8
  br i1 %4, label %5, label %74

5:                                                ; preds = %2, %69
  %6 = phi i32 [ %70, %69 ], [ %3, %2 ]
  %7 = phi i32 [ %72, %69 ], [ %0, %2 ]
  %8 = phi i32 [ %71, %69 ], [ %1, %2 ]
  %9 = lshr i32 %6, 1
  %10 = add nsw i32 %9, %7
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr @a, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !2
  %14 = sext i32 %7 to i64
  %15 = getelementptr inbounds i32, ptr @a, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !2
  %17 = icmp slt i32 %13, %16
  br i1 %17, label %18, label %19

18:                                               ; preds = %5
  store i32 %16, ptr %12, align 4, !tbaa !2
  store i32 %13, ptr %15, align 4, !tbaa !2
  br label %19

19:                                               ; preds = %18, %5
  %20 = phi i32 [ %13, %18 ], [ %16, %5 ]
  %21 = sext i32 %8 to i64
  %22 = getelementptr inbounds i32, ptr @a, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !2
  %24 = icmp slt i32 %23, %20
  br i1 %24, label %25, label %27

25:                                               ; preds = %19
  store i32 %20, ptr %22, align 4, !tbaa !2
  store i32 %23, ptr %15, align 4, !tbaa !2
  %26 = load i32, ptr %22, align 4, !tbaa !2
  br label %27

27:                                               ; preds = %25, %19
  %28 = phi i32 [ %26, %25 ], [ %23, %19 ]
  %29 = load i32, ptr %12, align 4, !tbaa !2
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %32

31:                                               ; preds = %27
  store i32 %29, ptr %22, align 4, !tbaa !2
  store i32 %28, ptr %12, align 4, !tbaa !2
  br label %32

32:                                               ; preds = %31, %27
  %33 = phi i32 [ %28, %31 ], [ %29, %27 ]
  %34 = add nsw i32 %7, -1
  %35 = add nsw i32 %8, 1
  br label %36

36:                                               ; preds = %59, %32
  %37 = phi i32 [ %34, %32 ], [ %48, %59 ]
  %38 = phi i32 [ %35, %32 ], [ %57, %59 ]
  %39 = sext i32 %37 to i64
  br label %40

40:                                               ; preds = %40, %36
  %41 = phi i64 [ %42, %40 ], [ %39, %36 ]
  %42 = add nsw i64 %41, 1
  %43 = getelementptr inbounds i32, ptr @a, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !2
  %45 = icmp slt i32 %44, %33
  br i1 %45, label %40, label %46, !llvm.loop !12

46:                                               ; preds = %40
  %47 = getelementptr inbounds i32, ptr @a, i64 %42
  %48 = trunc nsw i64 %42 to i32
  %49 = sext i32 %38 to i64
  br label %50

50:                                               ; preds = %46, %50
  %51 = phi i64 [ %49, %46 ], [ %52, %50 ]
  %52 = add nsw i64 %51, -1
  %53 = getelementptr inbounds i32, ptr @a, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !2
  %55 = icmp sgt i32 %54, %33
  br i1 %55, label %50, label %56, !llvm.loop !13

56:                                               ; preds = %50
  %57 = trunc nsw i64 %52 to i32
  %58 = icmp slt i64 %42, %52
  br i1 %58, label %59, label %61

59:                                               ; preds = %56
  %60 = getelementptr inbounds i32, ptr @a, i64 %52
  store i32 %54, ptr %47, align 4, !tbaa !2
  store i32 %44, ptr %60, align 4, !tbaa !2
  br label %36

61:                                               ; preds = %56
  %62 = trunc nsw i64 %51 to i32
  %63 = sub nsw i32 %57, %7
  %64 = sub nsw i32 %8, %57
  %65 = icmp slt i32 %63, %64
  br i1 %65, label %66, label %68

66:                                               ; preds = %61
  tail call fastcc void @quicksort_i(i32 noundef %7, i32 noundef %57) #3
  %67 = sub nsw i32 %8, %62
  br label %69

68:                                               ; preds = %61
  tail call fastcc void @quicksort_i(i32 noundef %62, i32 noundef %8) #3
  br label %69

69:                                               ; preds = %68, %66
  %70 = phi i32 [ %63, %68 ], [ %67, %66 ]
  %71 = phi i32 [ %57, %68 ], [ %8, %66 ]
  %72 = phi i32 [ %7, %68 ], [ %62, %66 ]
  %73 = icmp sgt i32 %70, 8
  br i1 %73, label %5, label %74, !llvm.loop !14

74:                                               ; preds = %69, %2
  %75 = phi i32 [ %1, %2 ], [ %71, %69 ]
  %76 = phi i32 [ %0, %2 ], [ %72, %69 ]
  %77 = icmp slt i32 %76, %75
  br i1 %77, label %78, label %105

78:                                               ; preds = %74
  %79 = sext i32 %76 to i64
  %80 = add i32 %76, -1
  %81 = sext i32 %75 to i64
  br label %82

82:                                               ; preds = %100, %78
  %83 = phi i64 [ %79, %78 ], [ %84, %100 ]
  %84 = add nsw i64 %83, 1
  %85 = getelementptr inbounds i32, ptr @a, i64 %84
  %86 = load i32, ptr %85, align 4, !tbaa !2
  %87 = icmp slt i64 %83, %79
  %88 = trunc nsw i64 %83 to i32
  br i1 %87, label %100, label %89

89:                                               ; preds = %82, %94
  %90 = phi i64 [ %96, %94 ], [ %83, %82 ]
  %91 = getelementptr inbounds i32, ptr @a, i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !2
  %93 = icmp sgt i32 %92, %86
  br i1 %93, label %94, label %98

94:                                               ; preds = %89
  %95 = getelementptr i8, ptr %91, i64 4
  store i32 %92, ptr %95, align 4, !tbaa !2
  %96 = add nsw i64 %90, -1
  %97 = icmp sgt i64 %90, %79
  br i1 %97, label %89, label %100, !llvm.loop !15

98:                                               ; preds = %89
  %99 = trunc nsw i64 %90 to i32
  br label %100

100:                                              ; preds = %94, %98, %82
  %101 = phi i32 [ %88, %82 ], [ %99, %98 ], [ %80, %94 ]
  %102 = sext i32 %101 to i64
  %103 = getelementptr i32, ptr getelementptr inbounds (i8, ptr @a, i64 4), i64 %102
  store i32 %86, ptr %103, align 4, !tbaa !2
  %104 = icmp eq i64 %84, %81
  br i1 %104, label %105, label %82, !llvm.loop !16

105:                                              ; preds = %100, %74
  ret void
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none)
define internal fastcc void @quicksort_u(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = icmp slt i32 %0, %1
  br i1 %3, label %4, label %34

4:                                                ; preds = %2
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds i16, ptr @u, i64 %5
  br label %7

7:                                                ; preds = %4, %11
  %8 = phi i32 [ %0, %4 ], [ %17, %11 ]
  %9 = load i16, ptr %6, align 2, !tbaa !6
  %10 = sext i32 %8 to i64
  br label %19

11:                                               ; preds = %30
  %12 = sext i32 %31 to i64
  %13 = getelementptr inbounds i16, ptr @u, i64 %12
  %14 = load i16, ptr %13, align 2, !tbaa !6
  %15 = load i16, ptr %6, align 2, !tbaa !6
  store i16 %15, ptr %13, align 2, !tbaa !6
  store i16 %14, ptr %6, align 2, !tbaa !6
  %16 = add nsw i32 %31, -1
  tail call fastcc void @quicksort_u(i32 noundef %8, i32 noundef %16) #3
  %17 = add nsw i32 %31, 1
  %18 = icmp slt i32 %17, %1
  br i1 %18, label %7, label %34

19:                                               ; preds = %7, %30
  %20 = phi i64 [ %10, %7 ], [ %32, %30 ]
  %21 = phi i32 [ %8, %7 ], [ %31, %30 ]
  %22 = getelementptr inbounds i16, ptr @u, i64 %20
  %23 = load i16, ptr %22, align 2, !tbaa !6
  %24 = icmp ult i16 %23, %9
  br i1 %24, label %25, label %30

25:                                               ; preds = %19
  %26 = sext i32 %21 to i64
  %27 = getelementptr inbounds i16, ptr @u, i64 %26
  %28 = load i16, ptr %27, align 2, !tbaa !6
  store i16 %23, ptr %27, align 2, !tbaa !6
  store i16 %28, ptr %22, align 2, !tbaa !6
  %29 = add nsw i32 %21, 1
  br label %30

30:                                               ; preds = %19, %25
  %31 = phi i32 [ %29, %25 ], [ %21, %19 ]
  %32 = add nsw i64 %20, 1
  %33 = icmp slt i64 %32, %5
  br i1 %33, label %19, label %11, !llvm.loop !17

34:                                               ; preds = %11, %2
  ret void
}

declare dso_local void @abort() local_unnamed_addr #2

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin "no-builtins" }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"short", !4, i64 0}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9, !11}
!11 = !{!"llvm.loop.peeled.count", i32 1}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !9}
