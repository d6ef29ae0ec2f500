; ModuleID = 'recursion.c'
source_filename = "recursion.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@peg_load = internal unnamed_addr global [3 x i32] zeroinitializer, align 4
@moves = internal unnamed_addr global i32 0, align 4
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %10
  %2 = phi i32 [ 0, %0 ], [ %11, %10 ]
  br label %13

3:                                                ; preds = %10
  %4 = call fastcc i32 @ackermann(i32 noundef 3, i32 noundef 2) #4
  %5 = load i32, i32* @h, align 4, !tbaa !3
  %6 = xor i32 %5, %4
  %7 = mul i32 %6, 16777619
  store i32 %7, i32* @h, align 4, !tbaa !3
  %8 = icmp eq i32 %4, 29
  br i1 %8, label %9, label %21

9:                                                ; preds = %21, %3
  br label %25

10:                                               ; preds = %13
  %11 = add nuw nsw i32 %2, 1
  %12 = icmp eq i32 %11, 3
  br i1 %12, label %3, label %1, !llvm.loop !7

13:                                               ; preds = %1, %13
  %14 = phi i32 [ 0, %1 ], [ %19, %13 ]
  %15 = call fastcc i32 @ackermann(i32 noundef %2, i32 noundef %14) #4
  %16 = load i32, i32* @h, align 4, !tbaa !3
  %17 = xor i32 %16, %15
  %18 = mul i32 %17, 16777619
  store i32 %18, i32* @h, align 4, !tbaa !3
  %19 = add nuw nsw i32 %14, 1
  %20 = icmp eq i32 %19, 5
  br i1 %20, label %10, label %13, !llvm.loop !10

21:                                               ; preds = %3
  call void @abort() #5
  br label %9

22:                                               ; preds = %25
  %23 = call fastcc i32 @fib(i32 noundef 16) #4
  %24 = icmp eq i32 %23, 987
  br i1 %24, label %34, label %33

25:                                               ; preds = %9, %25
  %26 = phi i32 [ %31, %25 ], [ 0, %9 ]
  %27 = call fastcc i32 @fib(i32 noundef %26) #4
  %28 = load i32, i32* @h, align 4, !tbaa !3
  %29 = xor i32 %28, %27
  %30 = mul i32 %29, 16777619
  store i32 %30, i32* @h, align 4, !tbaa !3
  %31 = add nuw nsw i32 %26, 4
  %32 = icmp ult i32 %26, 13
  br i1 %32, label %25, label %22, !llvm.loop !11

33:                                               ; preds = %22
  call void @abort() #5
  br label %34

34:                                               ; preds = %33, %22
  br label %35

35:                                               ; preds = %34, %44
  %36 = phi i32 [ %45, %44 ], [ 1, %34 ]
  %37 = mul nuw nsw i32 %36, 7
  br label %47

38:                                               ; preds = %44
  store i32 9, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @peg_load, i32 0, i32 0), align 4, !tbaa !3
  call fastcc void @hanoi(i32 noundef 9, i32 noundef 0, i32 noundef 2, i32 noundef 1) #4
  %39 = load i32, i32* @moves, align 4, !tbaa !3
  %40 = icmp ne i32 %39, 511
  %41 = load i32, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @peg_load, i32 0, i32 2), align 4
  %42 = icmp ne i32 %41, 9
  %43 = select i1 %40, i1 true, i1 %42
  br i1 %43, label %56, label %57

44:                                               ; preds = %47
  %45 = add nuw nsw i32 %36, 13
  %46 = icmp ult i32 %36, 187
  br i1 %46, label %35, label %38, !llvm.loop !12

47:                                               ; preds = %35, %47
  %48 = phi i32 [ 1, %35 ], [ %54, %47 ]
  %49 = mul nuw nsw i32 %48, 3
  %50 = call fastcc i32 @gcd(i32 noundef %37, i32 noundef %49) #4
  %51 = load i32, i32* @h, align 4, !tbaa !3
  %52 = xor i32 %51, %50
  %53 = mul i32 %52, 16777619
  store i32 %53, i32* @h, align 4, !tbaa !3
  %54 = add nuw nsw i32 %48, 29
  %55 = icmp ult i32 %48, 271
  br i1 %55, label %47, label %44, !llvm.loop !13

56:                                               ; preds = %38
  call void @abort() #5
  br label %57

57:                                               ; preds = %38, %56
  %58 = load i32, i32* @moves, align 4, !tbaa !3
  %59 = load i32, i32* @h, align 4, !tbaa !3
  %60 = xor i32 %59, %58
  %61 = mul i32 %60, 16777619
  store i32 %61, i32* @h, align 4, !tbaa !3
  br label %62

62:                                               ; preds = %57, %70
  %63 = phi i32 [ 0, %57 ], [ %76, %70 ]
  %64 = call fastcc i32 @is_even(i32 noundef %63) #4
  %65 = shl nsw i32 %64, 1
  %66 = icmp eq i32 %63, 0
  br i1 %66, label %70, label %67

67:                                               ; preds = %62
  %68 = add nsw i32 %63, -1
  %69 = call fastcc i32 @is_even(i32 noundef %68) #5
  br label %70

70:                                               ; preds = %62, %67
  %71 = phi i32 [ %69, %67 ], [ 0, %62 ]
  %72 = add nsw i32 %71, %65
  %73 = load i32, i32* @h, align 4, !tbaa !3
  %74 = xor i32 %73, %72
  %75 = mul i32 %74, 16777619
  store i32 %75, i32* @h, align 4, !tbaa !3
  %76 = add nuw nsw i32 %63, 3
  %77 = icmp ult i32 %63, 37
  br i1 %77, label %62, label %78, !llvm.loop !14

78:                                               ; preds = %70, %78
  %79 = phi i32 [ %84, %78 ], [ 0, %70 ]
  %80 = call fastcc i32 @binom(i32 noundef 10, i32 noundef %79) #4
  %81 = load i32, i32* @h, align 4, !tbaa !3
  %82 = xor i32 %81, %80
  %83 = mul i32 %82, 16777619
  store i32 %83, i32* @h, align 4, !tbaa !3
  %84 = add nuw nsw i32 %79, 1
  %85 = icmp eq i32 %84, 11
  br i1 %85, label %89, label %78, !llvm.loop !15

86:                                               ; preds = %89
  %87 = load i32, i32* @h, align 4, !tbaa !3
  %88 = and i32 %87, 2147483647
  ret i32 %88

89:                                               ; preds = %78, %89
  %90 = phi i32 [ %96, %89 ], [ 1, %78 ]
  %91 = call fastcc i32 @digit_sum(i32 noundef %90) #4
  %92 = load i32, i32* @h, align 4, !tbaa !3
  %93 = xor i32 %92, %91
  %94 = mul i32 %93, 16777619
  store i32 %94, i32* @h, align 4, !tbaa !3
  %95 = mul i32 %90, 3
  %96 = add i32 %95, 1
  %97 = icmp ult i32 %96, 100000
  br i1 %97, label %89, label %86, !llvm.loop !16
}

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @ackermann(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = add nsw i32 %1, 1
  br label %15

6:                                                ; preds = %2
  %7 = icmp eq i32 %1, 0
  %8 = add nsw i32 %0, -1
  br i1 %7, label %9, label %11

9:                                                ; preds = %6
  %10 = call fastcc i32 @ackermann(i32 noundef %8, i32 noundef 1) #4
  br label %15

11:                                               ; preds = %6
  %12 = add nsw i32 %1, -1
  %13 = call fastcc i32 @ackermann(i32 noundef %0, i32 noundef %12) #4
  %14 = call fastcc i32 @ackermann(i32 noundef %8, i32 noundef %13) #4
  br label %15

15:                                               ; preds = %11, %9, %4
  %16 = phi i32 [ %5, %4 ], [ %10, %9 ], [ %14, %11 ]
  ret i32 %16
}

declare dso_local void @abort() local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @fib(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %9, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = call fastcc i32 @fib(i32 noundef %4) #4
  %6 = add nsw i32 %0, -2
  %7 = call fastcc i32 @fib(i32 noundef %6) #4
  %8 = add nsw i32 %7, %5
  br label %9

9:                                                ; preds = %1, %3
  %10 = phi i32 [ %8, %3 ], [ %0, %1 ]
  ret i32 %10
}

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @gcd(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %7, label %4

4:                                                ; preds = %2
  %5 = urem i32 %0, %1
  %6 = call fastcc i32 @gcd(i32 noundef %1, i32 noundef %5) #4
  br label %7

7:                                                ; preds = %2, %4
  %8 = phi i32 [ %6, %4 ], [ %0, %2 ]
  ret i32 %8
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #3 {
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %16, label %6

6:                                                ; preds = %4
  %7 = add nsw i32 %0, -1
  call fastcc void @hanoi(i32 noundef %7, i32 noundef %1, i32 noundef %3, i32 noundef %2) #4
  %8 = getelementptr inbounds [3 x i32], [3 x i32]* @peg_load, i32 0, i32 %1
  %9 = load i32, i32* %8, align 4, !tbaa !3
  %10 = add nsw i32 %9, -1
  store i32 %10, i32* %8, align 4, !tbaa !3
  %11 = getelementptr inbounds [3 x i32], [3 x i32]* @peg_load, i32 0, i32 %2
  %12 = load i32, i32* %11, align 4, !tbaa !3
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* %11, align 4, !tbaa !3
  %14 = load i32, i32* @moves, align 4, !tbaa !3
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* @moves, align 4, !tbaa !3
  call fastcc void @hanoi(i32 noundef %7, i32 noundef %3, i32 noundef %2, i32 noundef %1) #4
  br label %16

16:                                               ; preds = %4, %6
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @is_even(i32 noundef %0) unnamed_addr #1 {
  switch i32 %0, label %2 [
    i32 0, label %6
    i32 1, label %5
  ]

2:                                                ; preds = %1
  %3 = add i32 %0, -2
  %4 = call fastcc i32 @is_even(i32 noundef %3) #5
  br label %6

5:                                                ; preds = %1
  br label %6

6:                                                ; preds = %1, %5, %2
  %7 = phi i32 [ 1, %1 ], [ %4, %2 ], [ 0, %5 ]
  ret i32 %7
}

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @binom(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = icmp eq i32 %1, 0
  %4 = icmp eq i32 %1, %0
  %5 = or i1 %3, %4
  br i1 %5, label %12, label %6

6:                                                ; preds = %2
  %7 = add nsw i32 %0, -1
  %8 = add nsw i32 %1, -1
  %9 = call fastcc i32 @binom(i32 noundef %7, i32 noundef %8) #4
  %10 = call fastcc i32 @binom(i32 noundef %7, i32 noundef %1) #4
  %11 = add nsw i32 %10, %9
  br label %12

12:                                               ; preds = %2, %6
  %13 = phi i32 [ %11, %6 ], [ 1, %2 ]
  ret i32 %13
}

; Function Attrs: nofree nosync nounwind readnone
define internal fastcc i32 @digit_sum(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp ult i32 %0, 7
  br i1 %2, label %8, label %3

3:                                                ; preds = %1
  %4 = urem i32 %0, 7
  %5 = udiv i32 %0, 7
  %6 = call fastcc i32 @digit_sum(i32 noundef %5) #4
  %7 = add nsw i32 %6, %4
  br label %8

8:                                                ; preds = %1, %3
  %9 = phi i32 [ %7, %3 ], [ %0, %1 ]
  ret i32 %9
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin "no-builtins" }
attributes #5 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.mustprogress"}
!9 = !{!"llvm.loop.unroll.disable"}
!10 = distinct !{!10, !8, !9}
!11 = distinct !{!11, !8, !9}
!12 = distinct !{!12, !8, !9}
!13 = distinct !{!13, !8, !9}
!14 = distinct !{!14, !8, !9}
!15 = distinct !{!15, !8, !9}
!16 = distinct !{!16, !8, !9}
