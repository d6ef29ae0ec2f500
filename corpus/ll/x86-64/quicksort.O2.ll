; ModuleID = 'quicksort.c'
source_filename = "quicksort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a = dso_local local_unnamed_addr global [220 x i32] zeroinitializer, align 16
@u = dso_local local_unnamed_addr global [220 x i16] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %11

1:                                                ; preds = %11
  tail call fastcc void @quicksort_i(i32 noundef 0, i32 noundef 219) #3
  tail call fastcc void @quicksort_u(i32 noundef 0, i32 noundef 219) #3
  %2 = load i32, i32* getelementptr inbounds ([220 x i32], [220 x i32]* @a, i64 0, i64 0), align 16, !tbaa !2
  %3 = load i16, i16* getelementptr inbounds ([220 x i16], [220 x i16]* @u, i64 0, i64 0), align 16, !tbaa !6
  %4 = zext i16 %3 to i32
  %5 = xor i32 %2, -2128831035
  %6 = mul i32 %5, 16777619
  %7 = xor i32 %6, %4
  %8 = mul i32 %7, 16777619
  %9 = mul i32 %2, -1640531535
  %10 = add i32 %2, %4
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
  %20 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %12
  %21 = trunc i64 %12 to i8
  %22 = urem i8 %21, 17
  %23 = icmp eq i8 %22, 0
  %24 = select i1 %23, i32 7, i32 %19
  store i32 %24, i32* %20, align 4, !tbaa !2
  %25 = lshr i32 %17, 7
  %26 = trunc i32 %25 to i16
  %27 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i64 0, i64 %12
  store i16 %26, i16* %27, align 2, !tbaa !6
  %28 = and i32 %25, 65535
  %29 = add i32 %28, %14
  %30 = add i32 %29, %24
  %31 = mul i32 %24, -1640531535
  %32 = xor i32 %31, %13
  %33 = add nuw nsw i64 %12, 1
  %34 = icmp eq i64 %33, 220
  br i1 %34, label %1, label %11, !llvm.loop !8

35:                                               ; preds = %58
  %36 = icmp eq i32 %30, %65
  %37 = icmp eq i32 %32, %67
  %38 = select i1 %36, i1 %37, i1 false
  br i1 %38, label %75, label %74

39:                                               ; preds = %58, %1
  %40 = phi i64 [ 1, %1 ], [ %72, %58 ]
  %41 = phi i32 [ %8, %1 ], [ %71, %58 ]
  %42 = phi i32 [ %9, %1 ], [ %67, %58 ]
  %43 = phi i32 [ %10, %1 ], [ %65, %58 ]
  %44 = add nuw i64 %40, 4294967295
  %45 = and i64 %44, 4294967295
  %46 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %45
  %47 = load i32, i32* %46, align 4, !tbaa !2
  %48 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %40
  %49 = load i32, i32* %48, align 4, !tbaa !2
  %50 = icmp sgt i32 %47, %49
  br i1 %50, label %57, label %51

51:                                               ; preds = %39
  %52 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i64 0, i64 %45
  %53 = load i16, i16* %52, align 2, !tbaa !6
  %54 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i64 0, i64 %40
  %55 = load i16, i16* %54, align 2, !tbaa !6
  %56 = icmp ugt i16 %53, %55
  br i1 %56, label %57, label %58

57:                                               ; preds = %51, %39
  tail call void @abort() #4
  br label %58

58:                                               ; preds = %57, %51
  %59 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %40
  %60 = load i32, i32* %59, align 4, !tbaa !2
  %61 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i64 0, i64 %40
  %62 = load i16, i16* %61, align 2, !tbaa !6
  %63 = zext i16 %62 to i32
  %64 = add i32 %60, %43
  %65 = add i32 %64, %63
  %66 = mul i32 %60, -1640531535
  %67 = xor i32 %66, %42
  %68 = xor i32 %60, %41
  %69 = mul i32 %68, 16777619
  %70 = xor i32 %69, %63
  %71 = mul i32 %70, 16777619
  %72 = add nuw nsw i64 %40, 1
  %73 = icmp eq i64 %72, 220
  br i1 %73, label %35, label %39, !llvm.loop !10

74:                                               ; preds = %35
  tail call void @abort() #4
  br label %75

75:                                               ; preds = %35, %74
  %76 = and i32 %71, 2147483647
  ret i32 %76
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @quicksort_i(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = sub nsw i32 %1, %0
  %4 = icmp sgt i32 %3, 8
  br i1 %4, label %5, label %75

5:                                                ; preds = %2, %70
  %6 = phi i32 [ %71, %70 ], [ %3, %2 ]
  %7 = phi i32 [ %73, %70 ], [ %0, %2 ]
  %8 = phi i32 [ %72, %70 ], [ %1, %2 ]
  %9 = lshr i32 %6, 1
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
  %20 = phi i32 [ %13, %18 ], [ %16, %5 ]
  %21 = sext i32 %8 to i64
  %22 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %21
  %23 = load i32, i32* %22, align 4, !tbaa !2
  %24 = icmp slt i32 %23, %20
  br i1 %24, label %25, label %27

25:                                               ; preds = %19
  store i32 %20, i32* %22, align 4, !tbaa !2
  store i32 %23, i32* %15, align 4, !tbaa !2
  %26 = load i32, i32* %22, align 4, !tbaa !2
  br label %27

27:                                               ; preds = %25, %19
  %28 = phi i32 [ %26, %25 ], [ %23, %19 ]
  %29 = load i32, i32* %12, align 4, !tbaa !2
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %32

31:                                               ; preds = %27
  store i32 %29, i32* %22, align 4, !tbaa !2
  store i32 %28, i32* %12, align 4, !tbaa !2
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
  %43 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %42
  %44 = load i32, i32* %43, align 4, !tbaa !2
  %45 = icmp slt i32 %44, %33
  br i1 %45, label %40, label %46, !llvm.loop !12

46:                                               ; preds = %40
  %47 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %42
  %48 = trunc i64 %42 to i32
  %49 = sext i32 %38 to i64
  br label %50

50:                                               ; preds = %46, %50
  %51 = phi i64 [ %49, %46 ], [ %52, %50 ]
  %52 = add i64 %51, -1
  %53 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %52
  %54 = load i32, i32* %53, align 4, !tbaa !2
  %55 = icmp sgt i32 %54, %33
  br i1 %55, label %50, label %56, !llvm.loop !13

56:                                               ; preds = %50
  %57 = trunc i64 %52 to i32
  %58 = icmp slt i32 %48, %57
  br i1 %58, label %59, label %61

59:                                               ; preds = %56
  %60 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %52
  store i32 %54, i32* %47, align 4, !tbaa !2
  store i32 %44, i32* %60, align 4, !tbaa !2
  br label %36

61:                                               ; preds = %56
  %62 = trunc i64 %51 to i32
  %63 = trunc i64 %52 to i32
  %64 = sub nsw i32 %63, %7
  %65 = sub nsw i32 %8, %63
  %66 = icmp slt i32 %64, %65
  br i1 %66, label %67, label %69

67:                                               ; preds = %61
  tail call fastcc void @quicksort_i(i32 noundef %7, i32 noundef %63) #3
  %68 = sub nsw i32 %8, %62
  br label %70

69:                                               ; preds = %61
  tail call fastcc void @quicksort_i(i32 noundef %62, i32 noundef %8) #3
  br label %70

70:                                               ; preds = %69, %67
  %71 = phi i32 [ %64, %69 ], [ %68, %67 ]
  %72 = phi i32 [ %63, %69 ], [ %8, %67 ]
  %73 = phi i32 [ %7, %69 ], [ %62, %67 ]
  %74 = icmp sgt i32 %71, 8
  br i1 %74, label %5, label %75, !llvm.loop !14

75:                                               ; preds = %70, %2
  %76 = phi i32 [ %1, %2 ], [ %72, %70 ]
  %77 = phi i32 [ %0, %2 ], [ %73, %70 ]
  %78 = icmp sgt i32 %76, %77
  br i1 %78, label %79, label %108

79:                                               ; preds = %75
  %80 = sext i32 %77 to i64
  %81 = add i32 %77, -1
  %82 = sext i32 %76 to i64
  br label %83

83:                                               ; preds = %102, %79
  %84 = phi i64 [ %80, %79 ], [ %85, %102 ]
  %85 = add nsw i64 %84, 1
  %86 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %85
  %87 = load i32, i32* %86, align 4, !tbaa !2
  %88 = icmp slt i64 %84, %80
  %89 = trunc i64 %84 to i32
  br i1 %88, label %102, label %90

90:                                               ; preds = %83, %95
  %91 = phi i64 [ %98, %95 ], [ %84, %83 ]
  %92 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %91
  %93 = load i32, i32* %92, align 4, !tbaa !2
  %94 = icmp sgt i32 %93, %87
  br i1 %94, label %95, label %100

95:                                               ; preds = %90
  %96 = add nsw i64 %91, 1
  %97 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %96
  store i32 %93, i32* %97, align 4, !tbaa !2
  %98 = add nsw i64 %91, -1
  %99 = icmp sgt i64 %91, %80
  br i1 %99, label %90, label %102, !llvm.loop !15

100:                                              ; preds = %90
  %101 = trunc i64 %91 to i32
  br label %102

102:                                              ; preds = %95, %100, %83
  %103 = phi i32 [ %89, %83 ], [ %101, %100 ], [ %81, %95 ]
  %104 = add nsw i32 %103, 1
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i64 0, i64 %105
  store i32 %87, i32* %106, align 4, !tbaa !2
  %107 = icmp eq i64 %85, %82
  br i1 %107, label %108, label %83, !llvm.loop !16

108:                                              ; preds = %102, %75
  ret void
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @quicksort_u(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = icmp slt i32 %0, %1
  br i1 %3, label %4, label %73

4:                                                ; preds = %2
  %5 = sext i32 %1 to i64
  %6 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i64 0, i64 %5
  %7 = sub nsw i64 0, %5
  br label %8

8:                                                ; preds = %4, %38
  %9 = phi i32 [ %0, %4 ], [ %45, %38 ]
  %10 = load i16, i16* %6, align 2, !tbaa !6
  %11 = icmp slt i32 %9, %1
  br i1 %11, label %12, label %38

12:                                               ; preds = %8
  %13 = sext i32 %9 to i64
  %14 = sub nsw i64 %5, %13
  %15 = xor i64 %13, -1
  %16 = and i64 %14, 1
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %30, label %18

18:                                               ; preds = %12
  %19 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i64 0, i64 %13
  %20 = load i16, i16* %19, align 2, !tbaa !6
  %21 = icmp ult i16 %20, %10
  br i1 %21, label %22, label %27

22:                                               ; preds = %18
  %23 = sext i32 %9 to i64
  %24 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i64 0, i64 %23
  %25 = load i16, i16* %24, align 2, !tbaa !6
  store i16 %20, i16* %24, align 2, !tbaa !6
  store i16 %25, i16* %19, align 2, !tbaa !6
  %26 = add nsw i32 %9, 1
  br label %27

27:                                               ; preds = %22, %18
  %28 = phi i32 [ %26, %22 ], [ %9, %18 ]
  %29 = add nsw i64 %13, 1
  br label %30

30:                                               ; preds = %27, %12
  %31 = phi i32 [ undef, %12 ], [ %28, %27 ]
  %32 = phi i64 [ %13, %12 ], [ %29, %27 ]
  %33 = phi i32 [ %9, %12 ], [ %28, %27 ]
  %34 = icmp eq i64 %15, %7
  br i1 %34, label %35, label %47

35:                                               ; preds = %69, %30
  %36 = phi i32 [ %31, %30 ], [ %70, %69 ]
  %37 = load i16, i16* %6, align 2, !tbaa !6
  br label %38

38:                                               ; preds = %35, %8
  %39 = phi i16 [ %10, %8 ], [ %37, %35 ]
  %40 = phi i32 [ %9, %8 ], [ %36, %35 ]
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i64 0, i64 %41
  %43 = load i16, i16* %42, align 2, !tbaa !6
  store i16 %39, i16* %42, align 2, !tbaa !6
  store i16 %43, i16* %6, align 2, !tbaa !6
  %44 = add nsw i32 %40, -1
  tail call fastcc void @quicksort_u(i32 noundef %9, i32 noundef %44) #3
  %45 = add nsw i32 %40, 1
  %46 = icmp slt i32 %45, %1
  br i1 %46, label %8, label %73

47:                                               ; preds = %30, %69
  %48 = phi i64 [ %71, %69 ], [ %32, %30 ]
  %49 = phi i32 [ %70, %69 ], [ %33, %30 ]
  %50 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i64 0, i64 %48
  %51 = load i16, i16* %50, align 2, !tbaa !6
  %52 = icmp ult i16 %51, %10
  br i1 %52, label %53, label %58

53:                                               ; preds = %47
  %54 = sext i32 %49 to i64
  %55 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i64 0, i64 %54
  %56 = load i16, i16* %55, align 2, !tbaa !6
  store i16 %51, i16* %55, align 2, !tbaa !6
  store i16 %56, i16* %50, align 2, !tbaa !6
  %57 = add nsw i32 %49, 1
  br label %58

58:                                               ; preds = %47, %53
  %59 = phi i32 [ %57, %53 ], [ %49, %47 ]
  %60 = add nsw i64 %48, 1
  %61 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i64 0, i64 %60
  %62 = load i16, i16* %61, align 2, !tbaa !6
  %63 = icmp ult i16 %62, %10
  br i1 %63, label %64, label %69

64:                                               ; preds = %58
  %65 = sext i32 %59 to i64
  %66 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i64 0, i64 %65
  %67 = load i16, i16* %66, align 2, !tbaa !6
  store i16 %62, i16* %66, align 2, !tbaa !6
  store i16 %67, i16* %61, align 2, !tbaa !6
  %68 = add nsw i32 %59, 1
  br label %69

69:                                               ; preds = %64, %58
  %70 = phi i32 [ %68, %64 ], [ %59, %58 ]
  %71 = add nsw i64 %48, 2
  %72 = icmp eq i64 %71, %5
  br i1 %72, label %35, label %47, !llvm.loop !17

73:                                               ; preds = %38, %2
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
