; ModuleID = 'loops.c'
source_filename = "loops.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@data = dso_local global [200 x i32] zeroinitializer, align 4
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

10:                                               ; preds = %22, %0
  %11 = load i32, i32* %2, align 4
  %12 = icmp slt i32 %11, 200
  br i1 %12, label %13, label %25

13:                                               ; preds = %10
  %14 = load i32, i32* %1, align 4
  %15 = mul i32 %14, 1664525
  %16 = add i32 %15, 1013904223
  store i32 %16, i32* %1, align 4
  %17 = load i32, i32* %1, align 4
  %18 = lshr i32 %17, 20
  %19 = sub nsw i32 %18, 2048
  %20 = load i32, i32* %2, align 4
  %21 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %20
  store i32 %19, i32* %21, align 4
  br label %22

22:                                               ; preds = %13
  %23 = load i32, i32* %2, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %2, align 4
  br label %10, !llvm.loop !3

25:                                               ; preds = %10
  %26 = call i32 @sum_odd_until(i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @data, i32 0, i32 0), i32 noundef 200, i32 noundef 5000) #1
  call void @mix(i32 noundef %26) #1
  %27 = call i32 @sum_odd_until(i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @data, i32 0, i32 0), i32 noundef 200, i32 noundef 100000) #1
  call void @mix(i32 noundef %27) #1
  store i32 0, i32* %3, align 4
  br label %28

28:                                               ; preds = %38, %25
  %29 = load i32, i32* %3, align 4
  %30 = icmp slt i32 %29, 40
  br i1 %30, label %31, label %41

31:                                               ; preds = %28
  %32 = load i32, i32* %3, align 4
  %33 = mul nsw i32 %32, 37
  %34 = srem i32 %33, 200
  %35 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %34
  %36 = load i32, i32* %35, align 4
  %37 = call i32 @find_first(i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @data, i32 0, i32 0), i32 noundef 200, i32 noundef %36) #1
  call void @mix(i32 noundef %37) #1
  br label %38

38:                                               ; preds = %31
  %39 = load i32, i32* %3, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %3, align 4
  br label %28, !llvm.loop !5

41:                                               ; preds = %28
  %42 = call i32 @find_first(i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @data, i32 0, i32 0), i32 noundef 200, i32 noundef 99999) #1
  call void @mix(i32 noundef %42) #1
  store i32 1, i32* %4, align 4
  br label %43

43:                                               ; preds = %50, %41
  %44 = load i32, i32* %4, align 4
  %45 = icmp ult i32 %44, 3000
  br i1 %45, label %46, label %53

46:                                               ; preds = %43
  %47 = load i32, i32* %4, align 4
  %48 = mul i32 %47, -1640531535
  %49 = call i32 @digital_root(i32 noundef %48) #1
  call void @mix(i32 noundef %49) #1
  br label %50

50:                                               ; preds = %46
  %51 = load i32, i32* %4, align 4
  %52 = add i32 %51, 31
  store i32 %52, i32* %4, align 4
  br label %43, !llvm.loop !6

53:                                               ; preds = %43
  store i32 -1, i32* %5, align 4
  store i32 -1, i32* %6, align 4
  store i32 -40, i32* %7, align 4
  br label %54

54:                                               ; preds = %69, %53
  %55 = load i32, i32* %7, align 4
  %56 = icmp slt i32 %55, 40
  br i1 %56, label %57, label %72

57:                                               ; preds = %54
  %58 = load i32, i32* %7, align 4
  %59 = call i32 @find_pair(i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @data, i32 0, i32 0), i32 noundef 40, i32 noundef %58, i32* noundef %5, i32* noundef %6) #1
  store i32 %59, i32* %8, align 4
  %60 = load i32, i32* %8, align 4
  call void @mix(i32 noundef %60) #1
  %61 = load i32, i32* %8, align 4
  %62 = icmp ne i32 %61, 0
  br i1 %62, label %63, label %68

63:                                               ; preds = %57
  %64 = load i32, i32* %5, align 4
  %65 = mul nsw i32 %64, 1000
  %66 = load i32, i32* %6, align 4
  %67 = add nsw i32 %65, %66
  call void @mix(i32 noundef %67) #1
  br label %68

68:                                               ; preds = %63, %57
  br label %69

69:                                               ; preds = %68
  %70 = load i32, i32* %7, align 4
  %71 = add nsw i32 %70, 13
  store i32 %71, i32* %7, align 4
  br label %54, !llvm.loop !7

72:                                               ; preds = %54
  %73 = call i32 @first_row_with_zero_sum(i32 noundef 20, i32 noundef 10) #1
  call void @mix(i32 noundef %73) #1
  store i32 0, i32* %9, align 4
  br label %74

74:                                               ; preds = %85, %72
  %75 = load i32, i32* %9, align 4
  %76 = icmp slt i32 %75, 200
  br i1 %76, label %77, label %88

77:                                               ; preds = %74
  %78 = load i32, i32* %9, align 4
  %79 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %78
  %80 = load i32, i32* %79, align 4
  %81 = srem i32 %80, 5
  %82 = sub nsw i32 %81, 2
  %83 = load i32, i32* %9, align 4
  %84 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %83
  store i32 %82, i32* %84, align 4
  br label %85

85:                                               ; preds = %77
  %86 = load i32, i32* %9, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, i32* %9, align 4
  br label %74, !llvm.loop !8

88:                                               ; preds = %74
  %89 = call i32 @first_row_with_zero_sum(i32 noundef 20, i32 noundef 10) #1
  call void @mix(i32 noundef %89) #1
  %90 = call i32 @weighted_backwards(i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @data, i32 0, i32 0), i32 noundef 200) #1
  call void @mix(i32 noundef %90) #1
  %91 = call i32 @palindromic_prefix(i32* noundef getelementptr inbounds ([200 x i32], [200 x i32]* @data, i32 0, i32 0), i32 noundef 80) #1
  call void @mix(i32 noundef %91) #1
  %92 = load i32, i32* @h, align 4
  %93 = and i32 %92, 2147483647
  ret i32 %93
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
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %33, %3
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %5, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %36

13:                                               ; preds = %9
  %14 = load i32*, i32** %4, align 4
  %15 = load i32, i32* %8, align 4
  %16 = getelementptr inbounds i32, i32* %14, i32 %15
  %17 = load i32, i32* %16, align 4
  %18 = and i32 %17, 1
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %13
  br label %33

21:                                               ; preds = %13
  %22 = load i32, i32* %7, align 4
  %23 = load i32, i32* %6, align 4
  %24 = icmp sgt i32 %22, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %21
  br label %36

26:                                               ; preds = %21
  %27 = load i32*, i32** %4, align 4
  %28 = load i32, i32* %8, align 4
  %29 = getelementptr inbounds i32, i32* %27, i32 %28
  %30 = load i32, i32* %29, align 4
  %31 = load i32, i32* %7, align 4
  %32 = add nsw i32 %31, %30
  store i32 %32, i32* %7, align 4
  br label %33

33:                                               ; preds = %26, %20
  %34 = load i32, i32* %8, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %8, align 4
  br label %9, !llvm.loop !9

36:                                               ; preds = %25, %9
  %37 = load i32, i32* %7, align 4
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone
define internal i32 @find_first(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %8

8:                                                ; preds = %21, %3
  %9 = load i32, i32* %7, align 4
  %10 = load i32, i32* %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %19

12:                                               ; preds = %8
  %13 = load i32*, i32** %4, align 4
  %14 = load i32, i32* %7, align 4
  %15 = getelementptr inbounds i32, i32* %13, i32 %14
  %16 = load i32, i32* %15, align 4
  %17 = load i32, i32* %6, align 4
  %18 = icmp ne i32 %16, %17
  br label %19

19:                                               ; preds = %12, %8
  %20 = phi i1 [ false, %8 ], [ %18, %12 ]
  br i1 %20, label %21, label %24

21:                                               ; preds = %19
  %22 = load i32, i32* %7, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, i32* %7, align 4
  br label %8, !llvm.loop !10

24:                                               ; preds = %19
  %25 = load i32, i32* %7, align 4
  %26 = load i32, i32* %5, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %30

28:                                               ; preds = %24
  %29 = load i32, i32* %7, align 4
  br label %31

30:                                               ; preds = %24
  br label %31

31:                                               ; preds = %30, %28
  %32 = phi i32 [ %29, %28 ], [ -1, %30 ]
  ret i32 %32
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
  br i1 %14, label %5, label %15, !llvm.loop !11

15:                                               ; preds = %12
  %16 = load i32, i32* %3, align 4
  store i32 %16, i32* %2, align 4
  br label %17

17:                                               ; preds = %15
  %18 = load i32, i32* %2, align 4
  %19 = icmp uge i32 %18, 10
  br i1 %19, label %4, label %20, !llvm.loop !12

20:                                               ; preds = %17
  %21 = load i32, i32* %2, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone
define internal i32 @find_pair(i32* noundef %0, i32 noundef %1, i32 noundef %2, i32* noundef %3, i32* noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32*, align 4
  %11 = alloca i32*, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32* %0, i32** %7, align 4
  store i32 %1, i32* %8, align 4
  store i32 %2, i32* %9, align 4
  store i32* %3, i32** %10, align 4
  store i32* %4, i32** %11, align 4
  store i32 0, i32* %12, align 4
  br label %14

14:                                               ; preds = %47, %5
  %15 = load i32, i32* %12, align 4
  %16 = load i32, i32* %8, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %50

18:                                               ; preds = %14
  %19 = load i32, i32* %12, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %13, align 4
  br label %21

21:                                               ; preds = %43, %18
  %22 = load i32, i32* %13, align 4
  %23 = load i32, i32* %8, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %46

25:                                               ; preds = %21
  %26 = load i32*, i32** %7, align 4
  %27 = load i32, i32* %12, align 4
  %28 = getelementptr inbounds i32, i32* %26, i32 %27
  %29 = load i32, i32* %28, align 4
  %30 = load i32*, i32** %7, align 4
  %31 = load i32, i32* %13, align 4
  %32 = getelementptr inbounds i32, i32* %30, i32 %31
  %33 = load i32, i32* %32, align 4
  %34 = add nsw i32 %29, %33
  %35 = load i32, i32* %9, align 4
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %37, label %42

37:                                               ; preds = %25
  %38 = load i32, i32* %12, align 4
  %39 = load i32*, i32** %10, align 4
  store i32 %38, i32* %39, align 4
  %40 = load i32, i32* %13, align 4
  %41 = load i32*, i32** %11, align 4
  store i32 %40, i32* %41, align 4
  store i32 1, i32* %6, align 4
  br label %51

42:                                               ; preds = %25
  br label %43

43:                                               ; preds = %42
  %44 = load i32, i32* %13, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, i32* %13, align 4
  br label %21, !llvm.loop !13

46:                                               ; preds = %21
  br label %47

47:                                               ; preds = %46
  %48 = load i32, i32* %12, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* %12, align 4
  br label %14, !llvm.loop !14

50:                                               ; preds = %14
  store i32 0, i32* %6, align 4
  br label %51

51:                                               ; preds = %50, %37
  %52 = load i32, i32* %6, align 4
  ret i32 %52
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

10:                                               ; preds = %40, %2
  %11 = load i32, i32* %6, align 4
  %12 = load i32, i32* %4, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %43

14:                                               ; preds = %10
  store i32 0, i32* %9, align 4
  store i32 0, i32* %7, align 4
  br label %15

15:                                               ; preds = %36, %14
  %16 = load i32, i32* %7, align 4
  %17 = load i32, i32* %5, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %39

19:                                               ; preds = %15
  %20 = load i32, i32* %6, align 4
  %21 = load i32, i32* %5, align 4
  %22 = mul nsw i32 %20, %21
  %23 = load i32, i32* %7, align 4
  %24 = add nsw i32 %22, %23
  %25 = getelementptr inbounds [200 x i32], [200 x i32]* @data, i32 0, i32 %24
  %26 = load i32, i32* %25, align 4
  %27 = load i32, i32* %9, align 4
  %28 = add nsw i32 %27, %26
  store i32 %28, i32* %9, align 4
  %29 = load i32, i32* %9, align 4
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %35

31:                                               ; preds = %19
  %32 = load i32, i32* %7, align 4
  %33 = icmp sgt i32 %32, 0
  br i1 %33, label %34, label %35

34:                                               ; preds = %31
  br label %45

35:                                               ; preds = %31, %19
  br label %36

36:                                               ; preds = %35
  %37 = load i32, i32* %7, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %7, align 4
  br label %15, !llvm.loop !15

39:                                               ; preds = %15
  br label %40

40:                                               ; preds = %39
  %41 = load i32, i32* %6, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, i32* %6, align 4
  br label %10, !llvm.loop !16

43:                                               ; preds = %10
  %44 = load i32, i32* %8, align 4
  store i32 %44, i32* %3, align 4
  br label %51

45:                                               ; preds = %34
  %46 = load i32, i32* %6, align 4
  %47 = mul nsw i32 %46, 100
  %48 = load i32, i32* %7, align 4
  %49 = add nsw i32 %47, %48
  store i32 %49, i32* %8, align 4
  %50 = load i32, i32* %8, align 4
  store i32 %50, i32* %3, align 4
  br label %51

51:                                               ; preds = %45, %43
  %52 = load i32, i32* %3, align 4
  ret i32 %52
}

; Function Attrs: noinline nounwind optnone
define internal i32 @weighted_backwards(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
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
  br i1 %11, label %12, label %20

12:                                               ; preds = %8
  %13 = load i32, i32* %5, align 4
  %14 = mul i32 %13, 31
  %15 = load i32*, i32** %3, align 4
  %16 = load i32, i32* %6, align 4
  %17 = getelementptr inbounds i32, i32* %15, i32 %16
  %18 = load i32, i32* %17, align 4
  %19 = add i32 %14, %18
  store i32 %19, i32* %5, align 4
  br label %8, !llvm.loop !17

20:                                               ; preds = %8
  %21 = load i32, i32* %5, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone
define internal i32 @palindromic_prefix(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 1, i32* %6, align 4
  br label %9

9:                                                ; preds = %46, %2
  %10 = load i32, i32* %6, align 4
  %11 = load i32, i32* %4, align 4
  %12 = icmp sle i32 %10, %11
  br i1 %12, label %13, label %49

13:                                               ; preds = %9
  store i32 0, i32* %7, align 4
  %14 = load i32, i32* %6, align 4
  %15 = sub nsw i32 %14, 1
  store i32 %15, i32* %8, align 4
  br label %16

16:                                               ; preds = %34, %13
  %17 = load i32, i32* %7, align 4
  %18 = load i32, i32* %8, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %32

20:                                               ; preds = %16
  %21 = load i32*, i32** %3, align 4
  %22 = load i32, i32* %7, align 4
  %23 = getelementptr inbounds i32, i32* %21, i32 %22
  %24 = load i32, i32* %23, align 4
  %25 = srem i32 %24, 7
  %26 = load i32*, i32** %3, align 4
  %27 = load i32, i32* %8, align 4
  %28 = getelementptr inbounds i32, i32* %26, i32 %27
  %29 = load i32, i32* %28, align 4
  %30 = srem i32 %29, 7
  %31 = icmp eq i32 %25, %30
  br label %32

32:                                               ; preds = %20, %16
  %33 = phi i1 [ false, %16 ], [ %31, %20 ]
  br i1 %33, label %34, label %39

34:                                               ; preds = %32
  %35 = load i32, i32* %7, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %7, align 4
  %37 = load i32, i32* %8, align 4
  %38 = add nsw i32 %37, -1
  store i32 %38, i32* %8, align 4
  br label %16, !llvm.loop !18

39:                                               ; preds = %32
  %40 = load i32, i32* %7, align 4
  %41 = load i32, i32* %8, align 4
  %42 = icmp sge i32 %40, %41
  br i1 %42, label %43, label %45

43:                                               ; preds = %39
  %44 = load i32, i32* %6, align 4
  store i32 %44, i32* %5, align 4
  br label %45

45:                                               ; preds = %43, %39
  br label %46

46:                                               ; preds = %45
  %47 = load i32, i32* %6, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, i32* %6, align 4
  br label %9, !llvm.loop !19

49:                                               ; preds = %9
  %50 = load i32, i32* %5, align 4
  ret i32 %50
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nobuiltin "no-builtins" }

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
!9 = distinct !{!9, !4}
!10 = distinct !{!10, !4}
!11 = distinct !{!11, !4}
!12 = distinct !{!12, !4}
!13 = distinct !{!13, !4}
!14 = distinct !{!14, !4}
!15 = distinct !{!15, !4}
!16 = distinct !{!16, !4}
!17 = distinct !{!17, !4}
!18 = distinct !{!18, !4}
!19 = distinct !{!19, !4}
