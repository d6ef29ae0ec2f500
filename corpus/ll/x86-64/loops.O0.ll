; ModuleID = 'loops.c'
source_filename = "loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@data = dso_local global [200 x i32] zeroinitializer, align 16
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
  %9 = alloca i32, align 4
  store i32 7, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %10

10:                                               ; preds = %23, %0
  %11 = load i32, i32* %2, align 4
  %12 = icmp slt i32 %11, 200
  br i1 %12, label %13, label %26

13:                                               ; preds = %10
  %14 = load i32, i32* %1, align 4
  %15 = mul i32 %14, 1664525
  %16 = add i32 %15, 1013904223
  store i32 %16, i32* %1, align 4
  %17 = load i32, i32* %1, align 4
  %18 = lshr i32 %17, 20
  %19 = sub nsw i32 %18, 2048
  %20 = load i32, i32* %2, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %21
  store i32 %19, i32* %22, align 4
  br label %23

23:                                               ; preds = %13
  %24 = load i32, i32* %2, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %2, align 4
  br label %10, !llvm.loop !2

26:                                               ; preds = %10
  %27 = call i32 @sum_odd_until(i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @data, i64 0, i64 0), i32 noundef 200, i32 noundef 5000) #1
  call void @mix(i32 noundef %27) #1
  %28 = call i32 @sum_odd_until(i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @data, i64 0, i64 0), i32 noundef 200, i32 noundef 100000) #1
  call void @mix(i32 noundef %28) #1
  store i32 0, i32* %3, align 4
  br label %29

29:                                               ; preds = %40, %26
  %30 = load i32, i32* %3, align 4
  %31 = icmp slt i32 %30, 40
  br i1 %31, label %32, label %43

32:                                               ; preds = %29
  %33 = load i32, i32* %3, align 4
  %34 = mul nsw i32 %33, 37
  %35 = srem i32 %34, 200
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %36
  %38 = load i32, i32* %37, align 4
  %39 = call i32 @find_first(i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @data, i64 0, i64 0), i32 noundef 200, i32 noundef %38) #1
  call void @mix(i32 noundef %39) #1
  br label %40

40:                                               ; preds = %32
  %41 = load i32, i32* %3, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, i32* %3, align 4
  br label %29, !llvm.loop !4

43:                                               ; preds = %29
  %44 = call i32 @find_first(i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @data, i64 0, i64 0), i32 noundef 200, i32 noundef 99999) #1
  call void @mix(i32 noundef %44) #1
  store i32 1, i32* %4, align 4
  br label %45

45:                                               ; preds = %52, %43
  %46 = load i32, i32* %4, align 4
  %47 = icmp ult i32 %46, 3000
  br i1 %47, label %48, label %55

48:                                               ; preds = %45
  %49 = load i32, i32* %4, align 4
  %50 = mul i32 %49, -1640531535
  %51 = call i32 @digital_root(i32 noundef %50) #1
  call void @mix(i32 noundef %51) #1
  br label %52

52:                                               ; preds = %48
  %53 = load i32, i32* %4, align 4
  %54 = add i32 %53, 31
  store i32 %54, i32* %4, align 4
  br label %45, !llvm.loop !5

55:                                               ; preds = %45
  store i32 -1, i32* %5, align 4
  store i32 -1, i32* %6, align 4
  store i32 -40, i32* %7, align 4
  br label %56

56:                                               ; preds = %71, %55
  %57 = load i32, i32* %7, align 4
  %58 = icmp slt i32 %57, 40
  br i1 %58, label %59, label %74

59:                                               ; preds = %56
  %60 = load i32, i32* %7, align 4
  %61 = call i32 @find_pair(i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @data, i64 0, i64 0), i32 noundef 40, i32 noundef %60, i32* noundef %5, i32* noundef %6) #1
  store i32 %61, i32* %8, align 4
  %62 = load i32, i32* %8, align 4
  call void @mix(i32 noundef %62) #1
  %63 = load i32, i32* %8, align 4
  %64 = icmp ne i32 %63, 0
  br i1 %64, label %65, label %70

65:                                               ; preds = %59
  %66 = load i32, i32* %5, align 4
  %67 = mul nsw i32 %66, 1000
  %68 = load i32, i32* %6, align 4
  %69 = add nsw i32 %67, %68
  call void @mix(i32 noundef %69) #1
  br label %70

70:                                               ; preds = %65, %59
  br label %71

71:                                               ; preds = %70
  %72 = load i32, i32* %7, align 4
  %73 = add nsw i32 %72, 13
  store i32 %73, i32* %7, align 4
  br label %56, !llvm.loop !6

74:                                               ; preds = %56
  %75 = call i32 @first_row_with_zero_sum(i32 noundef 20, i32 noundef 10) #1
  call void @mix(i32 noundef %75) #1
  store i32 0, i32* %9, align 4
  br label %76

76:                                               ; preds = %89, %74
  %77 = load i32, i32* %9, align 4
  %78 = icmp slt i32 %77, 200
  br i1 %78, label %79, label %92

79:                                               ; preds = %76
  %80 = load i32, i32* %9, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %81
  %83 = load i32, i32* %82, align 4
  %84 = srem i32 %83, 5
  %85 = sub nsw i32 %84, 2
  %86 = load i32, i32* %9, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %87
  store i32 %85, i32* %88, align 4
  br label %89

89:                                               ; preds = %79
  %90 = load i32, i32* %9, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, i32* %9, align 4
  br label %76, !llvm.loop !7

92:                                               ; preds = %76
  %93 = call i32 @first_row_with_zero_sum(i32 noundef 20, i32 noundef 10) #1
  call void @mix(i32 noundef %93) #1
  %94 = call i32 @weighted_backwards(i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @data, i64 0, i64 0), i32 noundef 200) #1
  call void @mix(i32 noundef %94) #1
  %95 = call i32 @palindromic_prefix(i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @data, i64 0, i64 0), i32 noundef 80) #1
  call void @mix(i32 noundef %95) #1
  %96 = load i32, i32* @h, align 4
  %97 = and i32 %96, 2147483647
  ret i32 %97
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
define internal i32 @sum_odd_until(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %35, %3
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %38

13:                                               ; preds = %9
  %14 = load i32*, i32** %4, align 8
  %15 = load i32, i32* %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, i32* %14, i64 %16
  %18 = load i32, i32* %17, align 4
  %19 = and i32 %18, 1
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %21, label %22

21:                                               ; preds = %13
  br label %35

22:                                               ; preds = %13
  %23 = load i32, i32* %7, align 4
  %24 = load i32, i32* %6, align 4
  %25 = icmp sgt i32 %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %22
  br label %38

27:                                               ; preds = %22
  %28 = load i32*, i32** %4, align 8
  %29 = load i32, i32* %8, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, i32* %28, i64 %30
  %32 = load i32, i32* %31, align 4
  %33 = load i32, i32* %7, align 4
  %34 = add nsw i32 %33, %32
  store i32 %34, i32* %7, align 4
  br label %35

35:                                               ; preds = %27, %21
  %36 = load i32, i32* %8, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %8, align 4
  br label %9, !llvm.loop !8

38:                                               ; preds = %26, %9
  %39 = load i32, i32* %7, align 4
  ret i32 %39
}

; Function Attrs: noinline nounwind optnone
define internal i32 @find_first(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %22, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %20

12:                                               ; preds = %8
  %13 = load i32*, i32** %4, align 8
  %14 = load i32, i32* %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, i32* %13, i64 %15
  %17 = load i32, i32* %16, align 4
  %18 = load i32, i32* %6, align 4
  %19 = icmp ne i32 %17, %18
  br label %20

20:                                               ; preds = %12, %8
  %21 = phi i1 [ false, %8 ], [ %19, %12 ]
  br i1 %21, label %22, label %25

22:                                               ; preds = %20
  %23 = load i32, i32* %7, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %7, align 4
  br label %8, !llvm.loop !9

25:                                               ; preds = %20
  %26 = load i32, i32* %7, align 4
  %27 = load i32, i32* %5, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %31

29:                                               ; preds = %25
  %30 = load i32, i32* %7, align 4
  br label %32

31:                                               ; preds = %25
  br label %32

32:                                               ; preds = %31, %29
  %33 = phi i32 [ %30, %29 ], [ -1, %31 ]
  ret i32 %33
}

; Function Attrs: noinline nounwind optnone
define internal i32 @digital_root(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  br label %4

4:                                                ; preds = %17, %1
  store i32 0, i32* %3, align 4
  br label %5

5:                                                ; preds = %12, %4
  %6 = load i32, i32* %2, align 4
  %7 = urem i32 %6, 10
  %8 = load i32, i32* %3, align 4
  %9 = add i32 %8, %7
  store i32 %9, i32* %3, align 4
  %10 = load i32, i32* %2, align 4
  %11 = udiv i32 %10, 10
  store i32 %11, i32* %2, align 4
  br label %12

12:                                               ; preds = %5
  %13 = load i32, i32* %2, align 4
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %5, label %15, !llvm.loop !10

15:                                               ; preds = %12
  %16 = load i32, i32* %3, align 4
  store i32 %16, i32* %2, align 4
  br label %17

17:                                               ; preds = %15
  %18 = load i32, i32* %2, align 4
  %19 = icmp uge i32 %18, 10
  br i1 %19, label %4, label %20, !llvm.loop !11

20:                                               ; preds = %17
  %21 = load i32, i32* %2, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone
define internal i32 @find_pair(i32* noundef %0, i32 noundef %1, i32 noundef %2, i32* noundef %3, i32* noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32* %0, i32** %7, align 8
  store i32 %1, i32* %8, align 4
  store i32 %2, i32* %9, align 4
  store i32* %3, i32** %10, align 8
  store i32* %4, i32** %11, align 8
  store i32 0, i32* %12, align 4
  br label %14

14:                                               ; preds = %49, %5
  %15 = load i32, i32* %12, align 4
  %16 = load i32, i32* %8, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %52

18:                                               ; preds = %14
  %19 = load i32, i32* %12, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %13, align 4
  br label %21

21:                                               ; preds = %45, %18
  %22 = load i32, i32* %13, align 4
  %23 = load i32, i32* %8, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %48

25:                                               ; preds = %21
  %26 = load i32*, i32** %7, align 8
  %27 = load i32, i32* %12, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, i32* %26, i64 %28
  %30 = load i32, i32* %29, align 4
  %31 = load i32*, i32** %7, align 8
  %32 = load i32, i32* %13, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, i32* %31, i64 %33
  %35 = load i32, i32* %34, align 4
  %36 = add nsw i32 %30, %35
  %37 = load i32, i32* %9, align 4
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %44

39:                                               ; preds = %25
  %40 = load i32, i32* %12, align 4
  %41 = load i32*, i32** %10, align 8
  store i32 %40, i32* %41, align 4
  %42 = load i32, i32* %13, align 4
  %43 = load i32*, i32** %11, align 8
  store i32 %42, i32* %43, align 4
  store i32 1, i32* %6, align 4
  br label %53

44:                                               ; preds = %25
  br label %45

45:                                               ; preds = %44
  %46 = load i32, i32* %13, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* %13, align 4
  br label %21, !llvm.loop !12

48:                                               ; preds = %21
  br label %49

49:                                               ; preds = %48
  %50 = load i32, i32* %12, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* %12, align 4
  br label %14, !llvm.loop !13

52:                                               ; preds = %14
  store i32 0, i32* %6, align 4
  br label %53

53:                                               ; preds = %52, %39
  %54 = load i32, i32* %6, align 4
  ret i32 %54
}

; Function Attrs: noinline nounwind optnone
define internal i32 @first_row_with_zero_sum(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 -1, i32* %8, align 4
  store i32 0, i32* %6, align 4
  br label %10

10:                                               ; preds = %41, %2
  %11 = load i32, i32* %6, align 4
  %12 = load i32, i32* %4, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %44

14:                                               ; preds = %10
  store i32 0, i32* %9, align 4
  store i32 0, i32* %7, align 4
  br label %15

15:                                               ; preds = %37, %14
  %16 = load i32, i32* %7, align 4
  %17 = load i32, i32* %5, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %40

19:                                               ; preds = %15
  %20 = load i32, i32* %6, align 4
  %21 = load i32, i32* %5, align 4
  %22 = mul nsw i32 %20, %21
  %23 = load i32, i32* %7, align 4
  %24 = add nsw i32 %22, %23
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i64 0, i64 %25
  %27 = load i32, i32* %26, align 4
  %28 = load i32, i32* %9, align 4
  %29 = add nsw i32 %28, %27
  store i32 %29, i32* %9, align 4
  %30 = load i32, i32* %9, align 4
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %36

32:                                               ; preds = %19
  %33 = load i32, i32* %7, align 4
  %34 = icmp sgt i32 %33, 0
  br i1 %34, label %35, label %36

35:                                               ; preds = %32
  br label %46

36:                                               ; preds = %32, %19
  br label %37

37:                                               ; preds = %36
  %38 = load i32, i32* %7, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, i32* %7, align 4
  br label %15, !llvm.loop !14

40:                                               ; preds = %15
  br label %41

41:                                               ; preds = %40
  %42 = load i32, i32* %6, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %6, align 4
  br label %10, !llvm.loop !15

44:                                               ; preds = %10
  %45 = load i32, i32* %8, align 4
  store i32 %45, i32* %3, align 4
  br label %52

46:                                               ; preds = %35
  %47 = load i32, i32* %6, align 4
  %48 = mul nsw i32 %47, 100
  %49 = load i32, i32* %7, align 4
  %50 = add nsw i32 %48, %49
  store i32 %50, i32* %8, align 4
  %51 = load i32, i32* %8, align 4
  store i32 %51, i32* %3, align 4
  br label %52

52:                                               ; preds = %46, %44
  %53 = load i32, i32* %3, align 4
  ret i32 %53
}

; Function Attrs: noinline nounwind optnone
define internal i32 @weighted_backwards(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  br label %8

8:                                                ; preds = %12, %2
  %9 = load i32, i32* %6, align 4
  %10 = add i32 %9, -1
  store i32 %10, i32* %6, align 4
  %11 = icmp ugt i32 %9, 0
  br i1 %11, label %12, label %21

12:                                               ; preds = %8
  %13 = load i32, i32* %5, align 4
  %14 = mul i32 %13, 31
  %15 = load i32*, i32** %3, align 8
  %16 = load i32, i32* %6, align 4
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i32, i32* %15, i64 %17
  %19 = load i32, i32* %18, align 4
  %20 = add i32 %14, %19
  store i32 %20, i32* %5, align 4
  br label %8, !llvm.loop !16

21:                                               ; preds = %8
  %22 = load i32, i32* %5, align 4
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone
define internal i32 @palindromic_prefix(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 1, i32* %6, align 4
  br label %9

9:                                                ; preds = %48, %2
  %10 = load i32, i32* %6, align 4
  %11 = load i32, i32* %4, align 4
  %12 = icmp sle i32 %10, %11
  br i1 %12, label %13, label %51

13:                                               ; preds = %9
  store i32 0, i32* %7, align 4
  %14 = load i32, i32* %6, align 4
  %15 = sub nsw i32 %14, 1
  store i32 %15, i32* %8, align 4
  br label %16

16:                                               ; preds = %36, %13
  %17 = load i32, i32* %7, align 4
  %18 = load i32, i32* %8, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %34

20:                                               ; preds = %16
  %21 = load i32*, i32** %3, align 8
  %22 = load i32, i32* %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, i32* %21, i64 %23
  %25 = load i32, i32* %24, align 4
  %26 = srem i32 %25, 7
  %27 = load i32*, i32** %3, align 8
  %28 = load i32, i32* %8, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, i32* %27, i64 %29
  %31 = load i32, i32* %30, align 4
  %32 = srem i32 %31, 7
  %33 = icmp eq i32 %26, %32
  br label %34

34:                                               ; preds = %20, %16
  %35 = phi i1 [ false, %16 ], [ %33, %20 ]
  br i1 %35, label %36, label %41

36:                                               ; preds = %34
  %37 = load i32, i32* %7, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %7, align 4
  %39 = load i32, i32* %8, align 4
  %40 = add nsw i32 %39, -1
  store i32 %40, i32* %8, align 4
  br label %16, !llvm.loop !17

41:                                               ; preds = %34
  %42 = load i32, i32* %7, align 4
  %43 = load i32, i32* %8, align 4
  %44 = icmp sge i32 %42, %43
  br i1 %44, label %45, label %47

45:                                               ; preds = %41
  %46 = load i32, i32* %6, align 4
  store i32 %46, i32* %5, align 4
  br label %47

47:                                               ; preds = %45, %41
  br label %48

48:                                               ; preds = %47
  %49 = load i32, i32* %6, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %6, align 4
  br label %9, !llvm.loop !18

51:                                               ; preds = %9
  %52 = load i32, i32* %5, align 4
  ret i32 %52
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nobuiltin "no-builtins" }

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
!11 = distinct !{!11, !3}
!12 = distinct !{!12, !3}
!13 = distinct !{!13, !3}
!14 = distinct !{!14, !3}
!15 = distinct !{!15, !3}
!16 = distinct !{!16, !3}
!17 = distinct !{!17, !3}
!18 = distinct !{!18, !3}
