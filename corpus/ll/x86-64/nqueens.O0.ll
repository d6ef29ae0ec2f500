; ModuleID = 'nqueens.c'
source_filename = "nqueens.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.expected = internal constant [8 x i32] [i32 1, i32 1, i32 0, i32 0, i32 2, i32 10, i32 4, i32 40], align 16
@first_found = internal global i32 0, align 4
@first_hash = internal global i32 0, align 4
@queen_col = internal global [8 x i32] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 -2128831035, i32* %1, align 4
  store i32 1, i32* %2, align 4
  br label %5

5:                                                ; preds = %40, %0
  %6 = load i32, i32* %2, align 4
  %7 = icmp sle i32 %6, 7
  br i1 %7, label %8, label %43

8:                                                ; preds = %5
  %9 = load i32, i32* %2, align 4
  %10 = call i32 @solve_bits(i32 noundef %9, i32 noundef 0, i32 noundef 0, i32 noundef 0) #2
  store i32 %10, i32* %3, align 4
  store i32 0, i32* @first_found, align 4
  store i32 0, i32* @first_hash, align 4
  %11 = load i32, i32* %2, align 4
  %12 = icmp sle i32 %11, 6
  br i1 %12, label %13, label %16

13:                                               ; preds = %8
  %14 = load i32, i32* %2, align 4
  %15 = call i32 @solve_array(i32 noundef %14, i32 noundef 0) #2
  br label %18

16:                                               ; preds = %8
  %17 = load i32, i32* %3, align 4
  br label %18

18:                                               ; preds = %16, %13
  %19 = phi i32 [ %15, %13 ], [ %17, %16 ]
  store i32 %19, i32* %4, align 4
  %20 = load i32, i32* %3, align 4
  %21 = load i32, i32* %2, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [8 x i32], [8 x i32]* @main.expected, i64 0, i64 %22
  %24 = load i32, i32* %23, align 4
  %25 = icmp ne i32 %20, %24
  br i1 %25, label %30, label %26

26:                                               ; preds = %18
  %27 = load i32, i32* %4, align 4
  %28 = load i32, i32* %3, align 4
  %29 = icmp ne i32 %27, %28
  br i1 %29, label %30, label %31

30:                                               ; preds = %26, %18
  call void @abort() #2
  br label %31

31:                                               ; preds = %30, %26
  %32 = load i32, i32* %1, align 4
  %33 = load i32, i32* %3, align 4
  %34 = xor i32 %32, %33
  %35 = mul i32 %34, 16777619
  store i32 %35, i32* %1, align 4
  %36 = load i32, i32* %1, align 4
  %37 = load i32, i32* @first_hash, align 4
  %38 = xor i32 %36, %37
  %39 = mul i32 %38, 16777619
  store i32 %39, i32* %1, align 4
  br label %40

40:                                               ; preds = %31
  %41 = load i32, i32* %2, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, i32* %2, align 4
  br label %5, !llvm.loop !2

43:                                               ; preds = %5
  %44 = load i32, i32* %1, align 4
  %45 = and i32 %44, 2147483647
  ret i32 %45
}

; Function Attrs: noinline nounwind optnone
define internal i32 @solve_bits(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  store i32 %1, i32* %7, align 4
  store i32 %2, i32* %8, align 4
  store i32 %3, i32* %9, align 4
  %14 = load i32, i32* %6, align 4
  %15 = shl i32 1, %14
  %16 = sub i32 %15, 1
  store i32 %16, i32* %10, align 4
  %17 = load i32, i32* %7, align 4
  %18 = load i32, i32* %10, align 4
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %4
  store i32 1, i32* %5, align 4
  br label %60

21:                                               ; preds = %4
  store i32 0, i32* %11, align 4
  %22 = load i32, i32* %10, align 4
  %23 = load i32, i32* %7, align 4
  %24 = load i32, i32* %8, align 4
  %25 = or i32 %23, %24
  %26 = load i32, i32* %9, align 4
  %27 = or i32 %25, %26
  %28 = xor i32 %27, -1
  %29 = and i32 %22, %28
  store i32 %29, i32* %12, align 4
  br label %30

30:                                               ; preds = %33, %21
  %31 = load i32, i32* %12, align 4
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %33, label %58

33:                                               ; preds = %30
  %34 = load i32, i32* %12, align 4
  %35 = load i32, i32* %12, align 4
  %36 = sub i32 0, %35
  %37 = and i32 %34, %36
  store i32 %37, i32* %13, align 4
  %38 = load i32, i32* %13, align 4
  %39 = load i32, i32* %12, align 4
  %40 = xor i32 %39, %38
  store i32 %40, i32* %12, align 4
  %41 = load i32, i32* %6, align 4
  %42 = load i32, i32* %7, align 4
  %43 = load i32, i32* %13, align 4
  %44 = or i32 %42, %43
  %45 = load i32, i32* %8, align 4
  %46 = load i32, i32* %13, align 4
  %47 = or i32 %45, %46
  %48 = shl i32 %47, 1
  %49 = load i32, i32* %10, align 4
  %50 = and i32 %48, %49
  %51 = load i32, i32* %9, align 4
  %52 = load i32, i32* %13, align 4
  %53 = or i32 %51, %52
  %54 = lshr i32 %53, 1
  %55 = call i32 @solve_bits(i32 noundef %41, i32 noundef %44, i32 noundef %50, i32 noundef %54) #2
  %56 = load i32, i32* %11, align 4
  %57 = add nsw i32 %56, %55
  store i32 %57, i32* %11, align 4
  br label %30, !llvm.loop !4

58:                                               ; preds = %30
  %59 = load i32, i32* %11, align 4
  store i32 %59, i32* %5, align 4
  br label %60

60:                                               ; preds = %58, %20
  %61 = load i32, i32* %5, align 4
  ret i32 %61
}

; Function Attrs: noinline nounwind optnone
define internal i32 @solve_array(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %33

12:                                               ; preds = %2
  %13 = load i32, i32* @first_found, align 4
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %32, label %15

15:                                               ; preds = %12
  store i32 1, i32* @first_found, align 4
  store i32 0, i32* %6, align 4
  br label %16

16:                                               ; preds = %28, %15
  %17 = load i32, i32* %6, align 4
  %18 = load i32, i32* %4, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %31

20:                                               ; preds = %16
  %21 = load i32, i32* @first_hash, align 4
  %22 = mul i32 %21, 8
  %23 = load i32, i32* %6, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i64 0, i64 %24
  %26 = load i32, i32* %25, align 4
  %27 = add i32 %22, %26
  store i32 %27, i32* @first_hash, align 4
  br label %28

28:                                               ; preds = %20
  %29 = load i32, i32* %6, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %6, align 4
  br label %16, !llvm.loop !5

31:                                               ; preds = %16
  br label %32

32:                                               ; preds = %31, %12
  store i32 1, i32* %3, align 4
  br label %63

33:                                               ; preds = %2
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %34

34:                                               ; preds = %58, %33
  %35 = load i32, i32* %8, align 4
  %36 = load i32, i32* %4, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %61

38:                                               ; preds = %34
  %39 = load i32, i32* %5, align 4
  %40 = load i32, i32* %8, align 4
  %41 = call i32 @safe(i32 noundef %39, i32 noundef %40) #2
  %42 = icmp ne i32 %41, 0
  br i1 %42, label %43, label %57

43:                                               ; preds = %38
  %44 = load i32, i32* %8, align 4
  %45 = load i32, i32* %5, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i64 0, i64 %46
  store i32 %44, i32* %47, align 4
  %48 = load i32, i32* %4, align 4
  %49 = load i32, i32* %5, align 4
  %50 = add nsw i32 %49, 1
  %51 = call i32 @solve_array(i32 noundef %48, i32 noundef %50) #2
  %52 = load i32, i32* %7, align 4
  %53 = add nsw i32 %52, %51
  store i32 %53, i32* %7, align 4
  %54 = load i32, i32* %5, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i64 0, i64 %55
  store i32 -1, i32* %56, align 4
  br label %57

57:                                               ; preds = %43, %38
  br label %58

58:                                               ; preds = %57
  %59 = load i32, i32* %8, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* %8, align 4
  br label %34, !llvm.loop !6

61:                                               ; preds = %34
  %62 = load i32, i32* %7, align 4
  store i32 %62, i32* %3, align 4
  br label %63

63:                                               ; preds = %61, %32
  %64 = load i32, i32* %3, align 4
  ret i32 %64
}

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal i32 @safe(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %8

8:                                                ; preds = %38, %2
  %9 = load i32, i32* %6, align 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %41

12:                                               ; preds = %8
  %13 = load i32, i32* %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i64 0, i64 %14
  %16 = load i32, i32* %15, align 4
  store i32 %16, i32* %7, align 4
  %17 = load i32, i32* %7, align 4
  %18 = load i32, i32* %5, align 4
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %36, label %20

20:                                               ; preds = %12
  %21 = load i32, i32* %7, align 4
  %22 = load i32, i32* %5, align 4
  %23 = sub nsw i32 %21, %22
  %24 = load i32, i32* %4, align 4
  %25 = load i32, i32* %6, align 4
  %26 = sub nsw i32 %24, %25
  %27 = icmp eq i32 %23, %26
  br i1 %27, label %36, label %28

28:                                               ; preds = %20
  %29 = load i32, i32* %5, align 4
  %30 = load i32, i32* %7, align 4
  %31 = sub nsw i32 %29, %30
  %32 = load i32, i32* %4, align 4
  %33 = load i32, i32* %6, align 4
  %34 = sub nsw i32 %32, %33
  %35 = icmp eq i32 %31, %34
  br i1 %35, label %36, label %37

36:                                               ; preds = %28, %20, %12
  store i32 0, i32* %3, align 4
  br label %42

37:                                               ; preds = %28
  br label %38

38:                                               ; preds = %37
  %39 = load i32, i32* %6, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %6, align 4
  br label %8, !llvm.loop !7

41:                                               ; preds = %8
  store i32 1, i32* %3, align 4
  br label %42

42:                                               ; preds = %41, %36
  %43 = load i32, i32* %3, align 4
  ret i32 %43
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
