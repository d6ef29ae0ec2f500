; ModuleID = 'recursion.c'
source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@peg_load = internal global [3 x i32] zeroinitializer, align 4
@moves = internal global i32 0, align 4
@h = internal global i32 -2128831035, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %9

9:                                                ; preds = %24, %0
  %10 = load i32, i32* %1, align 4
  %11 = icmp sle i32 %10, 2
  br i1 %11, label %12, label %27

12:                                               ; preds = %9
  store i32 0, i32* %2, align 4
  br label %13

13:                                               ; preds = %20, %12
  %14 = load i32, i32* %2, align 4
  %15 = icmp sle i32 %14, 4
  br i1 %15, label %16, label %23

16:                                               ; preds = %13
  %17 = load i32, i32* %1, align 4
  %18 = load i32, i32* %2, align 4
  %19 = call i32 @ackermann(i32 noundef %17, i32 noundef %18) #2
  call void @mix(i32 noundef %19) #2
  br label %20

20:                                               ; preds = %16
  %21 = load i32, i32* %2, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %2, align 4
  br label %13, !llvm.loop !2

23:                                               ; preds = %13
  br label %24

24:                                               ; preds = %23
  %25 = load i32, i32* %1, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, i32* %1, align 4
  br label %9, !llvm.loop !4

27:                                               ; preds = %9
  %28 = call i32 @ackermann(i32 noundef 3, i32 noundef 2) #2
  call void @mix(i32 noundef %28) #2
  %29 = call i32 @ackermann(i32 noundef 3, i32 noundef 2) #2
  %30 = icmp ne i32 %29, 29
  br i1 %30, label %31, label %32

31:                                               ; preds = %27
  call void @abort() #2
  br label %32

32:                                               ; preds = %31, %27
  store i32 0, i32* %3, align 4
  br label %33

33:                                               ; preds = %39, %32
  %34 = load i32, i32* %3, align 4
  %35 = icmp sle i32 %34, 16
  br i1 %35, label %36, label %42

36:                                               ; preds = %33
  %37 = load i32, i32* %3, align 4
  %38 = call i32 @fib(i32 noundef %37) #2
  call void @mix(i32 noundef %38) #2
  br label %39

39:                                               ; preds = %36
  %40 = load i32, i32* %3, align 4
  %41 = add nsw i32 %40, 4
  store i32 %41, i32* %3, align 4
  br label %33, !llvm.loop !5

42:                                               ; preds = %33
  %43 = call i32 @fib(i32 noundef 16) #2
  %44 = icmp ne i32 %43, 987
  br i1 %44, label %45, label %46

45:                                               ; preds = %42
  call void @abort() #2
  br label %46

46:                                               ; preds = %45, %42
  store i32 1, i32* %4, align 4
  br label %47

47:                                               ; preds = %64, %46
  %48 = load i32, i32* %4, align 4
  %49 = icmp ult i32 %48, 200
  br i1 %49, label %50, label %67

50:                                               ; preds = %47
  store i32 1, i32* %5, align 4
  br label %51

51:                                               ; preds = %60, %50
  %52 = load i32, i32* %5, align 4
  %53 = icmp ult i32 %52, 300
  br i1 %53, label %54, label %63

54:                                               ; preds = %51
  %55 = load i32, i32* %4, align 4
  %56 = mul i32 %55, 7
  %57 = load i32, i32* %5, align 4
  %58 = mul i32 %57, 3
  %59 = call i32 @gcd(i32 noundef %56, i32 noundef %58) #2
  call void @mix(i32 noundef %59) #2
  br label %60

60:                                               ; preds = %54
  %61 = load i32, i32* %5, align 4
  %62 = add i32 %61, 29
  store i32 %62, i32* %5, align 4
  br label %51, !llvm.loop !6

63:                                               ; preds = %51
  br label %64

64:                                               ; preds = %63
  %65 = load i32, i32* %4, align 4
  %66 = add i32 %65, 13
  store i32 %66, i32* %4, align 4
  br label %47, !llvm.loop !7

67:                                               ; preds = %47
  store i32 9, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @peg_load, i64 0, i64 0), align 4
  call void @hanoi(i32 noundef 9, i32 noundef 0, i32 noundef 2, i32 noundef 1) #2
  %68 = load i32, i32* @moves, align 4
  %69 = icmp ne i32 %68, 511
  br i1 %69, label %73, label %70

70:                                               ; preds = %67
  %71 = load i32, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @peg_load, i64 0, i64 2), align 4
  %72 = icmp ne i32 %71, 9
  br i1 %72, label %73, label %74

73:                                               ; preds = %70, %67
  call void @abort() #2
  br label %74

74:                                               ; preds = %73, %70
  %75 = load i32, i32* @moves, align 4
  call void @mix(i32 noundef %75) #2
  store i32 0, i32* %6, align 4
  br label %76

76:                                               ; preds = %86, %74
  %77 = load i32, i32* %6, align 4
  %78 = icmp ult i32 %77, 40
  br i1 %78, label %79, label %89

79:                                               ; preds = %76
  %80 = load i32, i32* %6, align 4
  %81 = call i32 @is_even(i32 noundef %80) #2
  %82 = mul nsw i32 %81, 2
  %83 = load i32, i32* %6, align 4
  %84 = call i32 @is_odd(i32 noundef %83) #2
  %85 = add nsw i32 %82, %84
  call void @mix(i32 noundef %85) #2
  br label %86

86:                                               ; preds = %79
  %87 = load i32, i32* %6, align 4
  %88 = add i32 %87, 3
  store i32 %88, i32* %6, align 4
  br label %76, !llvm.loop !8

89:                                               ; preds = %76
  store i32 0, i32* %7, align 4
  br label %90

90:                                               ; preds = %96, %89
  %91 = load i32, i32* %7, align 4
  %92 = icmp sle i32 %91, 10
  br i1 %92, label %93, label %99

93:                                               ; preds = %90
  %94 = load i32, i32* %7, align 4
  %95 = call i32 @binom(i32 noundef 10, i32 noundef %94) #2
  call void @mix(i32 noundef %95) #2
  br label %96

96:                                               ; preds = %93
  %97 = load i32, i32* %7, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, i32* %7, align 4
  br label %90, !llvm.loop !9

99:                                               ; preds = %90
  store i32 1, i32* %8, align 4
  br label %100

100:                                              ; preds = %106, %99
  %101 = load i32, i32* %8, align 4
  %102 = icmp ult i32 %101, 100000
  br i1 %102, label %103, label %110

103:                                              ; preds = %100
  %104 = load i32, i32* %8, align 4
  %105 = call i32 @digit_sum(i32 noundef %104, i32 noundef 7) #2
  call void @mix(i32 noundef %105) #2
  br label %106

106:                                              ; preds = %103
  %107 = load i32, i32* %8, align 4
  %108 = mul i32 %107, 3
  %109 = add i32 %108, 1
  store i32 %109, i32* %8, align 4
  br label %100, !llvm.loop !10

110:                                              ; preds = %100
  %111 = load i32, i32* @h, align 4
  %112 = and i32 %111, 2147483647
  ret i32 %112
}

; Function Attrs: noinline nounwind optnone
define internal void @mix(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @h, align 4
  %4 = load i32, i32* %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, i32* @h, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @ackermann(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i32, i32* %5, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* %3, align 4
  br label %26

11:                                               ; preds = %2
  %12 = load i32, i32* %5, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %11
  %15 = load i32, i32* %4, align 4
  %16 = sub nsw i32 %15, 1
  %17 = call i32 @ackermann(i32 noundef %16, i32 noundef 1) #2
  store i32 %17, i32* %3, align 4
  br label %26

18:                                               ; preds = %11
  %19 = load i32, i32* %4, align 4
  %20 = sub nsw i32 %19, 1
  %21 = load i32, i32* %4, align 4
  %22 = load i32, i32* %5, align 4
  %23 = sub nsw i32 %22, 1
  %24 = call i32 @ackermann(i32 noundef %21, i32 noundef %23) #2
  %25 = call i32 @ackermann(i32 noundef %20, i32 noundef %24) #2
  store i32 %25, i32* %3, align 4
  br label %26

26:                                               ; preds = %18, %14, %8
  %27 = load i32, i32* %3, align 4
  ret i32 %27
}

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal i32 @fib(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp slt i32 %3, 2
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4
  br label %15

7:                                                ; preds = %1
  %8 = load i32, i32* %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call i32 @fib(i32 noundef %9) #2
  %11 = load i32, i32* %2, align 4
  %12 = sub nsw i32 %11, 2
  %13 = call i32 @fib(i32 noundef %12) #2
  %14 = add nsw i32 %10, %13
  br label %15

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ]
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone
define internal i32 @gcd(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i32, i32* %3, align 4
  br label %15

9:                                                ; preds = %2
  %10 = load i32, i32* %4, align 4
  %11 = load i32, i32* %3, align 4
  %12 = load i32, i32* %4, align 4
  %13 = urem i32 %11, %12
  %14 = call i32 @gcd(i32 noundef %10, i32 noundef %13) #2
  br label %15

15:                                               ; preds = %9, %7
  %16 = phi i32 [ %8, %7 ], [ %14, %9 ]
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone
define internal void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %9 = load i32, i32* %5, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %4
  br label %35

12:                                               ; preds = %4
  %13 = load i32, i32* %5, align 4
  %14 = sub nsw i32 %13, 1
  %15 = load i32, i32* %6, align 4
  %16 = load i32, i32* %8, align 4
  %17 = load i32, i32* %7, align 4
  call void @hanoi(i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17) #2
  %18 = load i32, i32* %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [3 x i32], [3 x i32]* @peg_load, i64 0, i64 %19
  %21 = load i32, i32* %20, align 4
  %22 = add nsw i32 %21, -1
  store i32 %22, i32* %20, align 4
  %23 = load i32, i32* %7, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [3 x i32], [3 x i32]* @peg_load, i64 0, i64 %24
  %26 = load i32, i32* %25, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %25, align 4
  %28 = load i32, i32* @moves, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* @moves, align 4
  %30 = load i32, i32* %5, align 4
  %31 = sub nsw i32 %30, 1
  %32 = load i32, i32* %8, align 4
  %33 = load i32, i32* %7, align 4
  %34 = load i32, i32* %6, align 4
  call void @hanoi(i32 noundef %31, i32 noundef %32, i32 noundef %33, i32 noundef %34) #2
  br label %35

35:                                               ; preds = %12, %11
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @is_even(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @is_odd(i32 noundef %8) #2
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 1, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone
define internal i32 @is_odd(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @is_even(i32 noundef %8) #2
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 0, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone
define internal i32 @binom(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %6 = load i32, i32* %5, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %12, label %8

8:                                                ; preds = %2
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %13

12:                                               ; preds = %8, %2
  store i32 1, i32* %3, align 4
  br label %24

13:                                               ; preds = %8
  %14 = load i32, i32* %4, align 4
  %15 = sub nsw i32 %14, 1
  %16 = load i32, i32* %5, align 4
  %17 = sub nsw i32 %16, 1
  %18 = call i32 @binom(i32 noundef %15, i32 noundef %17) #2
  %19 = load i32, i32* %4, align 4
  %20 = sub nsw i32 %19, 1
  %21 = load i32, i32* %5, align 4
  %22 = call i32 @binom(i32 noundef %20, i32 noundef %21) #2
  %23 = add nsw i32 %18, %22
  store i32 %23, i32* %3, align 4
  br label %24

24:                                               ; preds = %13, %12
  %25 = load i32, i32* %3, align 4
  ret i32 %25
}

; Function Attrs: noinline nounwind optnone
define internal i32 @digit_sum(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = icmp ult i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4
  br label %20

10:                                               ; preds = %2
  %11 = load i32, i32* %3, align 4
  %12 = load i32, i32* %4, align 4
  %13 = urem i32 %11, %12
  %14 = load i32, i32* %3, align 4
  %15 = load i32, i32* %4, align 4
  %16 = udiv i32 %14, %15
  %17 = load i32, i32* %4, align 4
  %18 = call i32 @digit_sum(i32 noundef %16, i32 noundef %17) #2
  %19 = add nsw i32 %13, %18
  br label %20

20:                                               ; preds = %10, %8
  %21 = phi i32 [ %9, %8 ], [ %19, %10 ]
  ret i32 %21
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = distinct !{!8, !3}
!9 = distinct !{!9, !3}
!10 = distinct !{!10, !3}
