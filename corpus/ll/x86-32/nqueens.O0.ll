; ModuleID = 'nqueens.c'
source_filename = "nqueens.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@main.expected = internal constant [8 x i32] [i32 1, i32 1, i32 0, i32 0, i32 2, i32 10, i32 4, i32 40], align 4
@first_found = internal global i32 0, align 4
@first_hash = internal global i32 0, align 4
@queen_col = internal global [8 x i32] zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 -2128831035, i32* %1, align 4
  store i32 1, i32* %2, align 4
  br label %5

5:                                                ; preds = %39, %0
  %6 = load i32, i32* %2, align 4
  %7 = icmp sle i32 %6, 7
  br i1 %7, label %8, label %42

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
  %22 = getelementptr inbounds [8 x i32], [8 x i32]* @main.expected, i32 0, i32 %21
  %23 = load i32, i32* %22, align 4
  %24 = icmp ne i32 %20, %23
  br i1 %24, label %29, label %25

25:                                               ; preds = %18
  %26 = load i32, i32* %4, align 4
  %27 = load i32, i32* %3, align 4
  %28 = icmp ne i32 %26, %27
  br i1 %28, label %29, label %30

29:                                               ; preds = %25, %18
  call void @abort() #2
  br label %30

30:                                               ; preds = %29, %25
  %31 = load i32, i32* %1, align 4
  %32 = load i32, i32* %3, align 4
  %33 = xor i32 %31, %32
  %34 = mul i32 %33, 16777619
  store i32 %34, i32* %1, align 4
  %35 = load i32, i32* %1, align 4
  %36 = load i32, i32* @first_hash, align 4
  %37 = xor i32 %35, %36
  %38 = mul i32 %37, 16777619
  store i32 %38, i32* %1, align 4
  br label %39

39:                                               ; preds = %30
  %40 = load i32, i32* %2, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, i32* %2, align 4
  br label %5, !llvm.loop !3

42:                                               ; preds = %5
  %43 = load i32, i32* %1, align 4
  %44 = and i32 %43, 2147483647
  ret i32 %44
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
  br label %30, !llvm.loop !5

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
  br i1 %11, label %12, label %32

12:                                               ; preds = %2
  %13 = load i32, i32* @first_found, align 4
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %31, label %15

15:                                               ; preds = %12
  store i32 1, i32* @first_found, align 4
  store i32 0, i32* %6, align 4
  br label %16

16:                                               ; preds = %27, %15
  %17 = load i32, i32* %6, align 4
  %18 = load i32, i32* %4, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %30

20:                                               ; preds = %16
  %21 = load i32, i32* @first_hash, align 4
  %22 = mul i32 %21, 8
  %23 = load i32, i32* %6, align 4
  %24 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i32 0, i32 %23
  %25 = load i32, i32* %24, align 4
  %26 = add i32 %22, %25
  store i32 %26, i32* @first_hash, align 4
  br label %27

27:                                               ; preds = %20
  %28 = load i32, i32* %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %6, align 4
  br label %16, !llvm.loop !6

30:                                               ; preds = %16
  br label %31

31:                                               ; preds = %30, %12
  store i32 1, i32* %3, align 4
  br label %60

32:                                               ; preds = %2
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %33

33:                                               ; preds = %55, %32
  %34 = load i32, i32* %8, align 4
  %35 = load i32, i32* %4, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %58

37:                                               ; preds = %33
  %38 = load i32, i32* %5, align 4
  %39 = load i32, i32* %8, align 4
  %40 = call i32 @safe(i32 noundef %38, i32 noundef %39) #2
  %41 = icmp ne i32 %40, 0
  br i1 %41, label %42, label %54

42:                                               ; preds = %37
  %43 = load i32, i32* %8, align 4
  %44 = load i32, i32* %5, align 4
  %45 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i32 0, i32 %44
  store i32 %43, i32* %45, align 4
  %46 = load i32, i32* %4, align 4
  %47 = load i32, i32* %5, align 4
  %48 = add nsw i32 %47, 1
  %49 = call i32 @solve_array(i32 noundef %46, i32 noundef %48) #2
  %50 = load i32, i32* %7, align 4
  %51 = add nsw i32 %50, %49
  store i32 %51, i32* %7, align 4
  %52 = load i32, i32* %5, align 4
  %53 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i32 0, i32 %52
  store i32 -1, i32* %53, align 4
  br label %54

54:                                               ; preds = %42, %37
  br label %55

55:                                               ; preds = %54
  %56 = load i32, i32* %8, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* %8, align 4
  br label %33, !llvm.loop !7

58:                                               ; preds = %33
  %59 = load i32, i32* %7, align 4
  store i32 %59, i32* %3, align 4
  br label %60

60:                                               ; preds = %58, %31
  %61 = load i32, i32* %3, align 4
  ret i32 %61
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

8:                                                ; preds = %37, %2
  %9 = load i32, i32* %6, align 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %40

12:                                               ; preds = %8
  %13 = load i32, i32* %6, align 4
  %14 = getelementptr inbounds [8 x i32], [8 x i32]* @queen_col, i32 0, i32 %13
  %15 = load i32, i32* %14, align 4
  store i32 %15, i32* %7, align 4
  %16 = load i32, i32* %7, align 4
  %17 = load i32, i32* %5, align 4
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %35, label %19

19:                                               ; preds = %12
  %20 = load i32, i32* %7, align 4
  %21 = load i32, i32* %5, align 4
  %22 = sub nsw i32 %20, %21
  %23 = load i32, i32* %4, align 4
  %24 = load i32, i32* %6, align 4
  %25 = sub nsw i32 %23, %24
  %26 = icmp eq i32 %22, %25
  br i1 %26, label %35, label %27

27:                                               ; preds = %19
  %28 = load i32, i32* %5, align 4
  %29 = load i32, i32* %7, align 4
  %30 = sub nsw i32 %28, %29
  %31 = load i32, i32* %4, align 4
  %32 = load i32, i32* %6, align 4
  %33 = sub nsw i32 %31, %32
  %34 = icmp eq i32 %30, %33
  br i1 %34, label %35, label %36

35:                                               ; preds = %27, %19, %12
  store i32 0, i32* %3, align 4
  br label %41

36:                                               ; preds = %27
  br label %37

37:                                               ; preds = %36
  %38 = load i32, i32* %6, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, i32* %6, align 4
  br label %8, !llvm.loop !8

40:                                               ; preds = %8
  store i32 1, i32* %3, align 4
  br label %41

41:                                               ; preds = %40, %35
  %42 = load i32, i32* %3, align 4
  ret i32 %42
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.mustprogress"}
!5 = distinct !{!5, !4}
!6 = distinct !{!6, !4}
!7 = distinct !{!7, !4}
!8 = distinct !{!8, !4}
