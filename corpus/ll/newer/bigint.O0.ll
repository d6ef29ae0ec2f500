; ModuleID = 'bigint.c'
source_filename = "bigint.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.big = type { [12 x i32], i32 }

@h = internal global i32 -2128831035, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca %struct.big, align 4
  %2 = alloca %struct.big, align 4
  %3 = alloca %struct.big, align 4
  %4 = alloca %struct.big, align 4
  %5 = alloca %struct.big, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  call void @big_set(ptr noundef %1, i32 noundef 1) #2
  store i32 2, ptr %6, align 4
  br label %10

10:                                               ; preds = %15, %0
  %11 = load i32, ptr %6, align 4
  %12 = icmp ule i32 %11, 40
  br i1 %12, label %13, label %18

13:                                               ; preds = %10
  %14 = load i32, ptr %6, align 4
  call void @big_mul_small(ptr noundef %1, i32 noundef %14) #2
  br label %15

15:                                               ; preds = %13
  %16 = load i32, ptr %6, align 4
  %17 = add i32 %16, 1
  store i32 %17, ptr %6, align 4
  br label %10, !llvm.loop !2

18:                                               ; preds = %10
  call void @print_big(ptr noundef %1) #2
  call void @big_set(ptr noundef %2, i32 noundef 0) #2
  call void @big_set(ptr noundef %3, i32 noundef 1) #2
  store i32 0, ptr %7, align 4
  br label %19

19:                                               ; preds = %25, %18
  %20 = load i32, ptr %7, align 4
  %21 = icmp slt i32 %20, 150
  br i1 %21, label %22, label %28

22:                                               ; preds = %19
  call void @big_add(ptr noundef %4, ptr noundef %2, ptr noundef %3) #2
  %23 = call ptr @memcpy(ptr noundef %2, ptr noundef %3, i64 noundef 52) #2
  %24 = call ptr @memcpy(ptr noundef %3, ptr noundef %4, i64 noundef 52) #2
  br label %25

25:                                               ; preds = %22
  %26 = load i32, ptr %7, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %19, !llvm.loop !4

28:                                               ; preds = %19
  call void @print_big(ptr noundef %2) #2
  call void @big_mul(ptr noundef %5, ptr noundef %2, ptr noundef %2) #2
  %29 = call i32 @big_cmp(ptr noundef %5, ptr noundef %2) #2
  %30 = icmp sle i32 %29, 0
  br i1 %30, label %37, label %31

31:                                               ; preds = %28
  %32 = call i32 @big_cmp(ptr noundef %2, ptr noundef %5) #2
  %33 = icmp sge i32 %32, 0
  br i1 %33, label %37, label %34

34:                                               ; preds = %31
  %35 = call i32 @big_cmp(ptr noundef %2, ptr noundef %2) #2
  %36 = icmp ne i32 %35, 0
  br i1 %36, label %37, label %38

37:                                               ; preds = %34, %31, %28
  call void @abort() #2
  br label %38

38:                                               ; preds = %37, %34
  store i32 0, ptr %8, align 4
  br label %39

39:                                               ; preds = %53, %38
  %40 = load i32, ptr %8, align 4
  %41 = getelementptr inbounds %struct.big, ptr %5, i32 0, i32 1
  %42 = load i32, ptr %41, align 4
  %43 = icmp slt i32 %40, %42
  br i1 %43, label %44, label %56

44:                                               ; preds = %39
  %45 = load i32, ptr @h, align 4
  %46 = getelementptr inbounds %struct.big, ptr %5, i32 0, i32 0
  %47 = load i32, ptr %8, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [12 x i32], ptr %46, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4
  %51 = xor i32 %45, %50
  %52 = mul i32 %51, 16777619
  store i32 %52, ptr @h, align 4
  br label %53

53:                                               ; preds = %44
  %54 = load i32, ptr %8, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %8, align 4
  br label %39, !llvm.loop !5

56:                                               ; preds = %39
  store i32 0, ptr %9, align 4
  br label %57

57:                                               ; preds = %65, %56
  %58 = load i32, ptr %9, align 4
  %59 = icmp slt i32 %58, 18
  br i1 %59, label %60, label %68

60:                                               ; preds = %57
  %61 = call i32 @big_divmod_small(ptr noundef %1, i32 noundef 3) #2
  %62 = icmp ne i32 %61, 0
  br i1 %62, label %63, label %64

63:                                               ; preds = %60
  call void @abort() #2
  br label %64

64:                                               ; preds = %63, %60
  br label %65

65:                                               ; preds = %64
  %66 = load i32, ptr %9, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %9, align 4
  br label %57, !llvm.loop !6

68:                                               ; preds = %57
  %69 = call i32 @big_divmod_small(ptr noundef %1, i32 noundef 7) #2
  %70 = icmp ne i32 %69, 0
  br i1 %70, label %71, label %72

71:                                               ; preds = %68
  call void @abort() #2
  br label %72

72:                                               ; preds = %71, %68
  %73 = load i32, ptr @h, align 4
  %74 = call i32 @big_divmod_small(ptr noundef %1, i32 noundef 1000003) #2
  %75 = xor i32 %73, %74
  %76 = mul i32 %75, 16777619
  store i32 %76, ptr @h, align 4
  %77 = load i32, ptr @h, align 4
  %78 = and i32 %77, 2147483647
  ret i32 %78
}

; Function Attrs: noinline nounwind optnone
define internal void @big_set(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = call ptr @memset(ptr noundef %5, i32 noundef 0, i64 noundef 52) #2
  %7 = load i32, ptr %4, align 4
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.big, ptr %8, i32 0, i32 0
  %10 = getelementptr inbounds [12 x i32], ptr %9, i64 0, i64 0
  store i32 %7, ptr %10, align 4
  %11 = load i32, ptr %4, align 4
  %12 = icmp ne i32 %11, 0
  %13 = zext i1 %12 to i32
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.big, ptr %14, i32 0, i32 1
  store i32 %13, ptr %15, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @big_mul_small(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %36, %2
  %9 = load i32, ptr %6, align 4
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = icmp slt i32 %9, %12
  br i1 %13, label %14, label %39

14:                                               ; preds = %8
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.big, ptr %15, i32 0, i32 0
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [12 x i32], ptr %16, i64 0, i64 %18
  %20 = load i32, ptr %19, align 4
  %21 = zext i32 %20 to i64
  %22 = load i32, ptr %4, align 4
  %23 = zext i32 %22 to i64
  %24 = mul i64 %21, %23
  %25 = load i64, ptr %5, align 8
  %26 = add i64 %24, %25
  store i64 %26, ptr %7, align 8
  %27 = load i64, ptr %7, align 8
  %28 = trunc i64 %27 to i32
  %29 = load ptr, ptr %3, align 8
  %30 = getelementptr inbounds %struct.big, ptr %29, i32 0, i32 0
  %31 = load i32, ptr %6, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [12 x i32], ptr %30, i64 0, i64 %32
  store i32 %28, ptr %33, align 4
  %34 = load i64, ptr %7, align 8
  %35 = lshr i64 %34, 32
  store i64 %35, ptr %5, align 8
  br label %36

36:                                               ; preds = %14
  %37 = load i32, ptr %6, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %6, align 4
  br label %8, !llvm.loop !7

39:                                               ; preds = %8
  %40 = load i64, ptr %5, align 8
  %41 = icmp ne i64 %40, 0
  br i1 %41, label %42, label %59

42:                                               ; preds = %39
  %43 = load ptr, ptr %3, align 8
  %44 = getelementptr inbounds %struct.big, ptr %43, i32 0, i32 1
  %45 = load i32, ptr %44, align 4
  %46 = icmp sge i32 %45, 12
  br i1 %46, label %47, label %48

47:                                               ; preds = %42
  call void @abort() #2
  br label %48

48:                                               ; preds = %47, %42
  %49 = load i64, ptr %5, align 8
  %50 = trunc i64 %49 to i32
  %51 = load ptr, ptr %3, align 8
  %52 = getelementptr inbounds %struct.big, ptr %51, i32 0, i32 0
  %53 = load ptr, ptr %3, align 8
  %54 = getelementptr inbounds %struct.big, ptr %53, i32 0, i32 1
  %55 = load i32, ptr %54, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %54, align 4
  %57 = sext i32 %55 to i64
  %58 = getelementptr inbounds [12 x i32], ptr %52, i64 0, i64 %57
  store i32 %50, ptr %58, align 4
  br label %59

59:                                               ; preds = %48, %39
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_big(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.big, align 4
  %4 = alloca [120 x i8], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %5, align 4
  %9 = load ptr, ptr %2, align 8
  %10 = call ptr @memcpy(ptr noundef %3, ptr noundef %9, i64 noundef 52) #2
  br label %11

11:                                               ; preds = %31, %1
  %12 = call i32 @big_divmod_small(ptr noundef %3, i32 noundef 10000) #2
  store i32 %12, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %13

13:                                               ; preds = %27, %11
  %14 = load i32, ptr %7, align 4
  %15 = icmp slt i32 %14, 4
  br i1 %15, label %16, label %30

16:                                               ; preds = %13
  %17 = load i32, ptr %6, align 4
  %18 = urem i32 %17, 10
  %19 = add i32 48, %18
  %20 = trunc i32 %19 to i8
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds [120 x i8], ptr %4, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  %25 = load i32, ptr %6, align 4
  %26 = udiv i32 %25, 10
  store i32 %26, ptr %6, align 4
  br label %27

27:                                               ; preds = %16
  %28 = load i32, ptr %7, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %7, align 4
  br label %13, !llvm.loop !8

30:                                               ; preds = %13
  br label %31

31:                                               ; preds = %30
  %32 = getelementptr inbounds %struct.big, ptr %3, i32 0, i32 1
  %33 = load i32, ptr %32, align 4
  %34 = icmp sgt i32 %33, 0
  br i1 %34, label %11, label %35, !llvm.loop !9

35:                                               ; preds = %31
  br label %36

36:                                               ; preds = %49, %35
  %37 = load i32, ptr %5, align 4
  %38 = icmp sgt i32 %37, 1
  br i1 %38, label %39, label %47

39:                                               ; preds = %36
  %40 = load i32, ptr %5, align 4
  %41 = sub nsw i32 %40, 1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [120 x i8], ptr %4, i64 0, i64 %42
  %44 = load i8, ptr %43, align 1
  %45 = sext i8 %44 to i32
  %46 = icmp eq i32 %45, 48
  br label %47

47:                                               ; preds = %39, %36
  %48 = phi i1 [ false, %36 ], [ %46, %39 ]
  br i1 %48, label %49, label %52

49:                                               ; preds = %47
  %50 = load i32, ptr %5, align 4
  %51 = add nsw i32 %50, -1
  store i32 %51, ptr %5, align 4
  br label %36, !llvm.loop !10

52:                                               ; preds = %47
  br label %53

53:                                               ; preds = %56, %52
  %54 = load i32, ptr %5, align 4
  %55 = icmp ne i32 %54, 0
  br i1 %55, label %56, label %70

56:                                               ; preds = %53
  %57 = load i32, ptr %5, align 4
  %58 = add nsw i32 %57, -1
  store i32 %58, ptr %5, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [120 x i8], ptr %4, i64 0, i64 %59
  %61 = load i8, ptr %60, align 1
  store i8 %61, ptr %8, align 1
  %62 = load i8, ptr %8, align 1
  %63 = sext i8 %62 to i32
  %64 = call i32 @putchar(i32 noundef %63) #2
  %65 = load i32, ptr @h, align 4
  %66 = load i8, ptr %8, align 1
  %67 = sext i8 %66 to i32
  %68 = xor i32 %65, %67
  %69 = mul i32 %68, 16777619
  store i32 %69, ptr @h, align 4
  br label %53, !llvm.loop !11

70:                                               ; preds = %53
  %71 = call i32 @putchar(i32 noundef 10) #2
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @big_add(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds %struct.big, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = load ptr, ptr %6, align 8
  %15 = getelementptr inbounds %struct.big, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %15, align 4
  %17 = icmp sgt i32 %13, %16
  br i1 %17, label %18, label %22

18:                                               ; preds = %3
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds %struct.big, ptr %19, i32 0, i32 1
  %21 = load i32, ptr %20, align 4
  br label %26

22:                                               ; preds = %3
  %23 = load ptr, ptr %6, align 8
  %24 = getelementptr inbounds %struct.big, ptr %23, i32 0, i32 1
  %25 = load i32, ptr %24, align 4
  br label %26

26:                                               ; preds = %22, %18
  %27 = phi i32 [ %21, %18 ], [ %25, %22 ]
  store i32 %27, ptr %7, align 4
  store i64 0, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %28

28:                                               ; preds = %77, %26
  %29 = load i32, ptr %9, align 4
  %30 = load i32, ptr %7, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %80

32:                                               ; preds = %28
  %33 = load i32, ptr %9, align 4
  %34 = load ptr, ptr %5, align 8
  %35 = getelementptr inbounds %struct.big, ptr %34, i32 0, i32 1
  %36 = load i32, ptr %35, align 4
  %37 = icmp slt i32 %33, %36
  br i1 %37, label %38, label %45

38:                                               ; preds = %32
  %39 = load ptr, ptr %5, align 8
  %40 = getelementptr inbounds %struct.big, ptr %39, i32 0, i32 0
  %41 = load i32, ptr %9, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [12 x i32], ptr %40, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4
  br label %46

45:                                               ; preds = %32
  br label %46

46:                                               ; preds = %45, %38
  %47 = phi i32 [ %44, %38 ], [ 0, %45 ]
  %48 = zext i32 %47 to i64
  %49 = load i32, ptr %9, align 4
  %50 = load ptr, ptr %6, align 8
  %51 = getelementptr inbounds %struct.big, ptr %50, i32 0, i32 1
  %52 = load i32, ptr %51, align 4
  %53 = icmp slt i32 %49, %52
  br i1 %53, label %54, label %61

54:                                               ; preds = %46
  %55 = load ptr, ptr %6, align 8
  %56 = getelementptr inbounds %struct.big, ptr %55, i32 0, i32 0
  %57 = load i32, ptr %9, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [12 x i32], ptr %56, i64 0, i64 %58
  %60 = load i32, ptr %59, align 4
  br label %62

61:                                               ; preds = %46
  br label %62

62:                                               ; preds = %61, %54
  %63 = phi i32 [ %60, %54 ], [ 0, %61 ]
  %64 = zext i32 %63 to i64
  %65 = add i64 %48, %64
  %66 = load i64, ptr %8, align 8
  %67 = add i64 %65, %66
  store i64 %67, ptr %10, align 8
  %68 = load i64, ptr %10, align 8
  %69 = trunc i64 %68 to i32
  %70 = load ptr, ptr %4, align 8
  %71 = getelementptr inbounds %struct.big, ptr %70, i32 0, i32 0
  %72 = load i32, ptr %9, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [12 x i32], ptr %71, i64 0, i64 %73
  store i32 %69, ptr %74, align 4
  %75 = load i64, ptr %10, align 8
  %76 = lshr i64 %75, 32
  store i64 %76, ptr %8, align 8
  br label %77

77:                                               ; preds = %62
  %78 = load i32, ptr %9, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %9, align 4
  br label %28, !llvm.loop !12

80:                                               ; preds = %28
  %81 = load i32, ptr %7, align 4
  %82 = load ptr, ptr %4, align 8
  %83 = getelementptr inbounds %struct.big, ptr %82, i32 0, i32 1
  store i32 %81, ptr %83, align 4
  %84 = load i64, ptr %8, align 8
  %85 = icmp ne i64 %84, 0
  br i1 %85, label %86, label %99

86:                                               ; preds = %80
  %87 = load i32, ptr %7, align 4
  %88 = icmp sge i32 %87, 12
  br i1 %88, label %89, label %90

89:                                               ; preds = %86
  call void @abort() #2
  br label %90

90:                                               ; preds = %89, %86
  %91 = load ptr, ptr %4, align 8
  %92 = getelementptr inbounds %struct.big, ptr %91, i32 0, i32 0
  %93 = load ptr, ptr %4, align 8
  %94 = getelementptr inbounds %struct.big, ptr %93, i32 0, i32 1
  %95 = load i32, ptr %94, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %94, align 4
  %97 = sext i32 %95 to i64
  %98 = getelementptr inbounds [12 x i32], ptr %92, i64 0, i64 %97
  store i32 1, ptr %98, align 4
  br label %99

99:                                               ; preds = %90, %80
  ret void
}

declare dso_local ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @big_mul(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [24 x i32], align 16
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %13 = getelementptr inbounds [24 x i32], ptr %7, i64 0, i64 0
  %14 = call ptr @memset(ptr noundef %13, i32 noundef 0, i64 noundef 96) #2
  store i32 0, ptr %8, align 4
  br label %15

15:                                               ; preds = %76, %3
  %16 = load i32, ptr %8, align 4
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.big, ptr %17, i32 0, i32 1
  %19 = load i32, ptr %18, align 4
  %20 = icmp slt i32 %16, %19
  br i1 %20, label %21, label %79

21:                                               ; preds = %15
  store i64 0, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %22

22:                                               ; preds = %63, %21
  %23 = load i32, ptr %10, align 4
  %24 = load ptr, ptr %6, align 8
  %25 = getelementptr inbounds %struct.big, ptr %24, i32 0, i32 1
  %26 = load i32, ptr %25, align 4
  %27 = icmp slt i32 %23, %26
  br i1 %27, label %28, label %66

28:                                               ; preds = %22
  %29 = load ptr, ptr %5, align 8
  %30 = getelementptr inbounds %struct.big, ptr %29, i32 0, i32 0
  %31 = load i32, ptr %8, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [12 x i32], ptr %30, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4
  %35 = zext i32 %34 to i64
  %36 = load ptr, ptr %6, align 8
  %37 = getelementptr inbounds %struct.big, ptr %36, i32 0, i32 0
  %38 = load i32, ptr %10, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [12 x i32], ptr %37, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4
  %42 = zext i32 %41 to i64
  %43 = mul i64 %35, %42
  %44 = load i32, ptr %8, align 4
  %45 = load i32, ptr %10, align 4
  %46 = add nsw i32 %44, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [24 x i32], ptr %7, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4
  %50 = zext i32 %49 to i64
  %51 = add i64 %43, %50
  %52 = load i64, ptr %9, align 8
  %53 = add i64 %51, %52
  store i64 %53, ptr %11, align 8
  %54 = load i64, ptr %11, align 8
  %55 = trunc i64 %54 to i32
  %56 = load i32, ptr %8, align 4
  %57 = load i32, ptr %10, align 4
  %58 = add nsw i32 %56, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [24 x i32], ptr %7, i64 0, i64 %59
  store i32 %55, ptr %60, align 4
  %61 = load i64, ptr %11, align 8
  %62 = lshr i64 %61, 32
  store i64 %62, ptr %9, align 8
  br label %63

63:                                               ; preds = %28
  %64 = load i32, ptr %10, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %10, align 4
  br label %22, !llvm.loop !13

66:                                               ; preds = %22
  %67 = load i64, ptr %9, align 8
  %68 = trunc i64 %67 to i32
  %69 = load i32, ptr %8, align 4
  %70 = load ptr, ptr %6, align 8
  %71 = getelementptr inbounds %struct.big, ptr %70, i32 0, i32 1
  %72 = load i32, ptr %71, align 4
  %73 = add nsw i32 %69, %72
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [24 x i32], ptr %7, i64 0, i64 %74
  store i32 %68, ptr %75, align 4
  br label %76

76:                                               ; preds = %66
  %77 = load i32, ptr %8, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %8, align 4
  br label %15, !llvm.loop !14

79:                                               ; preds = %15
  %80 = load ptr, ptr %5, align 8
  %81 = getelementptr inbounds %struct.big, ptr %80, i32 0, i32 1
  %82 = load i32, ptr %81, align 4
  %83 = load ptr, ptr %6, align 8
  %84 = getelementptr inbounds %struct.big, ptr %83, i32 0, i32 1
  %85 = load i32, ptr %84, align 4
  %86 = add nsw i32 %82, %85
  store i32 %86, ptr %12, align 4
  br label %87

87:                                               ; preds = %99, %79
  %88 = load i32, ptr %12, align 4
  %89 = icmp sgt i32 %88, 0
  br i1 %89, label %90, label %97

90:                                               ; preds = %87
  %91 = load i32, ptr %12, align 4
  %92 = sub nsw i32 %91, 1
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [24 x i32], ptr %7, i64 0, i64 %93
  %95 = load i32, ptr %94, align 4
  %96 = icmp eq i32 %95, 0
  br label %97

97:                                               ; preds = %90, %87
  %98 = phi i1 [ false, %87 ], [ %96, %90 ]
  br i1 %98, label %99, label %102

99:                                               ; preds = %97
  %100 = load i32, ptr %12, align 4
  %101 = add nsw i32 %100, -1
  store i32 %101, ptr %12, align 4
  br label %87, !llvm.loop !15

102:                                              ; preds = %97
  %103 = load i32, ptr %12, align 4
  %104 = icmp sgt i32 %103, 12
  br i1 %104, label %105, label %106

105:                                              ; preds = %102
  call void @abort() #2
  br label %106

106:                                              ; preds = %105, %102
  %107 = load ptr, ptr %4, align 8
  %108 = call ptr @memset(ptr noundef %107, i32 noundef 0, i64 noundef 52) #2
  %109 = load ptr, ptr %4, align 8
  %110 = getelementptr inbounds %struct.big, ptr %109, i32 0, i32 0
  %111 = getelementptr inbounds [12 x i32], ptr %110, i64 0, i64 0
  %112 = getelementptr inbounds [24 x i32], ptr %7, i64 0, i64 0
  %113 = load i32, ptr %12, align 4
  %114 = sext i32 %113 to i64
  %115 = mul i64 %114, 4
  %116 = call ptr @memcpy(ptr noundef %111, ptr noundef %112, i64 noundef %115) #2
  %117 = load i32, ptr %12, align 4
  %118 = load ptr, ptr %4, align 8
  %119 = getelementptr inbounds %struct.big, ptr %118, i32 0, i32 1
  store i32 %117, ptr %119, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @big_cmp(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.big, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %11, align 4
  %13 = icmp ne i32 %9, %12
  br i1 %13, label %14, label %24

14:                                               ; preds = %2
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.big, ptr %15, i32 0, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = load ptr, ptr %5, align 8
  %19 = getelementptr inbounds %struct.big, ptr %18, i32 0, i32 1
  %20 = load i32, ptr %19, align 4
  %21 = icmp slt i32 %17, %20
  %22 = zext i1 %21 to i64
  %23 = select i1 %21, i32 -1, i32 1
  store i32 %23, ptr %3, align 4
  br label %67

24:                                               ; preds = %2
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.big, ptr %25, i32 0, i32 1
  %27 = load i32, ptr %26, align 4
  %28 = sub nsw i32 %27, 1
  store i32 %28, ptr %6, align 4
  br label %29

29:                                               ; preds = %63, %24
  %30 = load i32, ptr %6, align 4
  %31 = icmp sge i32 %30, 0
  br i1 %31, label %32, label %66

32:                                               ; preds = %29
  %33 = load ptr, ptr %4, align 8
  %34 = getelementptr inbounds %struct.big, ptr %33, i32 0, i32 0
  %35 = load i32, ptr %6, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [12 x i32], ptr %34, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = load ptr, ptr %5, align 8
  %40 = getelementptr inbounds %struct.big, ptr %39, i32 0, i32 0
  %41 = load i32, ptr %6, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [12 x i32], ptr %40, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = icmp ne i32 %38, %44
  br i1 %45, label %46, label %62

46:                                               ; preds = %32
  %47 = load ptr, ptr %4, align 8
  %48 = getelementptr inbounds %struct.big, ptr %47, i32 0, i32 0
  %49 = load i32, ptr %6, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [12 x i32], ptr %48, i64 0, i64 %50
  %52 = load i32, ptr %51, align 4
  %53 = load ptr, ptr %5, align 8
  %54 = getelementptr inbounds %struct.big, ptr %53, i32 0, i32 0
  %55 = load i32, ptr %6, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [12 x i32], ptr %54, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4
  %59 = icmp ult i32 %52, %58
  %60 = zext i1 %59 to i64
  %61 = select i1 %59, i32 -1, i32 1
  store i32 %61, ptr %3, align 4
  br label %67

62:                                               ; preds = %32
  br label %63

63:                                               ; preds = %62
  %64 = load i32, ptr %6, align 4
  %65 = add nsw i32 %64, -1
  store i32 %65, ptr %6, align 4
  br label %29, !llvm.loop !16

66:                                               ; preds = %29
  store i32 0, ptr %3, align 4
  br label %67

67:                                               ; preds = %66, %46, %14
  %68 = load i32, ptr %3, align 4
  ret i32 %68
}

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal i32 @big_divmod_small(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i64 0, ptr %5, align 8
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.big, ptr %8, i32 0, i32 1
  %10 = load i32, ptr %9, align 4
  %11 = sub nsw i32 %10, 1
  store i32 %11, ptr %6, align 4
  br label %12

12:                                               ; preds = %40, %2
  %13 = load i32, ptr %6, align 4
  %14 = icmp sge i32 %13, 0
  br i1 %14, label %15, label %43

15:                                               ; preds = %12
  %16 = load i64, ptr %5, align 8
  %17 = shl i64 %16, 32
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.big, ptr %18, i32 0, i32 0
  %20 = load i32, ptr %6, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [12 x i32], ptr %19, i64 0, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = zext i32 %23 to i64
  %25 = or i64 %17, %24
  store i64 %25, ptr %7, align 8
  %26 = load i64, ptr %7, align 8
  %27 = load i32, ptr %4, align 4
  %28 = zext i32 %27 to i64
  %29 = udiv i64 %26, %28
  %30 = trunc i64 %29 to i32
  %31 = load ptr, ptr %3, align 8
  %32 = getelementptr inbounds %struct.big, ptr %31, i32 0, i32 0
  %33 = load i32, ptr %6, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [12 x i32], ptr %32, i64 0, i64 %34
  store i32 %30, ptr %35, align 4
  %36 = load i64, ptr %7, align 8
  %37 = load i32, ptr %4, align 4
  %38 = zext i32 %37 to i64
  %39 = urem i64 %36, %38
  store i64 %39, ptr %5, align 8
  br label %40

40:                                               ; preds = %15
  %41 = load i32, ptr %6, align 4
  %42 = add nsw i32 %41, -1
  store i32 %42, ptr %6, align 4
  br label %12, !llvm.loop !17

43:                                               ; preds = %12
  br label %44

44:                                               ; preds = %62, %43
  %45 = load ptr, ptr %3, align 8
  %46 = getelementptr inbounds %struct.big, ptr %45, i32 0, i32 1
  %47 = load i32, ptr %46, align 4
  %48 = icmp sgt i32 %47, 0
  br i1 %48, label %49, label %60

49:                                               ; preds = %44
  %50 = load ptr, ptr %3, align 8
  %51 = getelementptr inbounds %struct.big, ptr %50, i32 0, i32 0
  %52 = load ptr, ptr %3, align 8
  %53 = getelementptr inbounds %struct.big, ptr %52, i32 0, i32 1
  %54 = load i32, ptr %53, align 4
  %55 = sub nsw i32 %54, 1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [12 x i32], ptr %51, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4
  %59 = icmp eq i32 %58, 0
  br label %60

60:                                               ; preds = %49, %44
  %61 = phi i1 [ false, %44 ], [ %59, %49 ]
  br i1 %61, label %62, label %67

62:                                               ; preds = %60
  %63 = load ptr, ptr %3, align 8
  %64 = getelementptr inbounds %struct.big, ptr %63, i32 0, i32 1
  %65 = load i32, ptr %64, align 4
  %66 = add nsw i32 %65, -1
  store i32 %66, ptr %64, align 4
  br label %44, !llvm.loop !18

67:                                               ; preds = %60
  %68 = load i64, ptr %5, align 8
  %69 = trunc i64 %68 to i32
  ret i32 %69
}

declare dso_local ptr @memset(ptr noundef, i32 noundef, i64 noundef) #1

declare dso_local i32 @putchar(i32 noundef) #1

attributes #0 = { noinline nounwind optnone "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
