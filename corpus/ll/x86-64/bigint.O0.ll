; ModuleID = 'bigint.c'
source_filename = "bigint.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
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
  call void @big_set(%struct.big* noundef %1, i32 noundef 1) #2
  store i32 2, i32* %6, align 4
  br label %10

10:                                               ; preds = %15, %0
  %11 = load i32, i32* %6, align 4
  %12 = icmp ule i32 %11, 40
  br i1 %12, label %13, label %18

13:                                               ; preds = %10
  %14 = load i32, i32* %6, align 4
  call void @big_mul_small(%struct.big* noundef %1, i32 noundef %14) #2
  br label %15

15:                                               ; preds = %13
  %16 = load i32, i32* %6, align 4
  %17 = add i32 %16, 1
  store i32 %17, i32* %6, align 4
  br label %10, !llvm.loop !2

18:                                               ; preds = %10
  call void @print_big(%struct.big* noundef %1) #2
  call void @big_set(%struct.big* noundef %2, i32 noundef 0) #2
  call void @big_set(%struct.big* noundef %3, i32 noundef 1) #2
  store i32 0, i32* %7, align 4
  br label %19

19:                                               ; preds = %29, %18
  %20 = load i32, i32* %7, align 4
  %21 = icmp slt i32 %20, 150
  br i1 %21, label %22, label %32

22:                                               ; preds = %19
  call void @big_add(%struct.big* noundef %4, %struct.big* noundef %2, %struct.big* noundef %3) #2
  %23 = bitcast %struct.big* %2 to i8*
  %24 = bitcast %struct.big* %3 to i8*
  %25 = call i8* @memcpy(i8* noundef %23, i8* noundef %24, i64 noundef 52) #2
  %26 = bitcast %struct.big* %3 to i8*
  %27 = bitcast %struct.big* %4 to i8*
  %28 = call i8* @memcpy(i8* noundef %26, i8* noundef %27, i64 noundef 52) #2
  br label %29

29:                                               ; preds = %22
  %30 = load i32, i32* %7, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %7, align 4
  br label %19, !llvm.loop !4

32:                                               ; preds = %19
  call void @print_big(%struct.big* noundef %2) #2
  call void @big_mul(%struct.big* noundef %5, %struct.big* noundef %2, %struct.big* noundef %2) #2
  %33 = call i32 @big_cmp(%struct.big* noundef %5, %struct.big* noundef %2) #2
  %34 = icmp sle i32 %33, 0
  br i1 %34, label %41, label %35

35:                                               ; preds = %32
  %36 = call i32 @big_cmp(%struct.big* noundef %2, %struct.big* noundef %5) #2
  %37 = icmp sge i32 %36, 0
  br i1 %37, label %41, label %38

38:                                               ; preds = %35
  %39 = call i32 @big_cmp(%struct.big* noundef %2, %struct.big* noundef %2) #2
  %40 = icmp ne i32 %39, 0
  br i1 %40, label %41, label %42

41:                                               ; preds = %38, %35, %32
  call void @abort() #2
  br label %42

42:                                               ; preds = %41, %38
  store i32 0, i32* %8, align 4
  br label %43

43:                                               ; preds = %57, %42
  %44 = load i32, i32* %8, align 4
  %45 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 1
  %46 = load i32, i32* %45, align 4
  %47 = icmp slt i32 %44, %46
  br i1 %47, label %48, label %60

48:                                               ; preds = %43
  %49 = load i32, i32* @h, align 4
  %50 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0
  %51 = load i32, i32* %8, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [12 x i32], [12 x i32]* %50, i64 0, i64 %52
  %54 = load i32, i32* %53, align 4
  %55 = xor i32 %49, %54
  %56 = mul i32 %55, 16777619
  store i32 %56, i32* @h, align 4
  br label %57

57:                                               ; preds = %48
  %58 = load i32, i32* %8, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, i32* %8, align 4
  br label %43, !llvm.loop !5

60:                                               ; preds = %43
  store i32 0, i32* %9, align 4
  br label %61

61:                                               ; preds = %69, %60
  %62 = load i32, i32* %9, align 4
  %63 = icmp slt i32 %62, 18
  br i1 %63, label %64, label %72

64:                                               ; preds = %61
  %65 = call i32 @big_divmod_small(%struct.big* noundef %1, i32 noundef 3) #2
  %66 = icmp ne i32 %65, 0
  br i1 %66, label %67, label %68

67:                                               ; preds = %64
  call void @abort() #2
  br label %68

68:                                               ; preds = %67, %64
  br label %69

69:                                               ; preds = %68
  %70 = load i32, i32* %9, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, i32* %9, align 4
  br label %61, !llvm.loop !6

72:                                               ; preds = %61
  %73 = call i32 @big_divmod_small(%struct.big* noundef %1, i32 noundef 7) #2
  %74 = icmp ne i32 %73, 0
  br i1 %74, label %75, label %76

75:                                               ; preds = %72
  call void @abort() #2
  br label %76

76:                                               ; preds = %75, %72
  %77 = load i32, i32* @h, align 4
  %78 = call i32 @big_divmod_small(%struct.big* noundef %1, i32 noundef 1000003) #2
  %79 = xor i32 %77, %78
  %80 = mul i32 %79, 16777619
  store i32 %80, i32* @h, align 4
  %81 = load i32, i32* @h, align 4
  %82 = and i32 %81, 2147483647
  ret i32 %82
}

; Function Attrs: noinline nounwind optnone
define internal void @big_set(%struct.big* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.big*, align 8
  %4 = alloca i32, align 4
  store %struct.big* %0, %struct.big** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.big*, %struct.big** %3, align 8
  %6 = bitcast %struct.big* %5 to i8*
  %7 = call i8* @memset(i8* noundef %6, i32 noundef 0, i64 noundef 52) #2
  %8 = load i32, i32* %4, align 4
  %9 = load %struct.big*, %struct.big** %3, align 8
  %10 = getelementptr inbounds %struct.big, %struct.big* %9, i32 0, i32 0
  %11 = getelementptr inbounds [12 x i32], [12 x i32]* %10, i64 0, i64 0
  store i32 %8, i32* %11, align 4
  %12 = load i32, i32* %4, align 4
  %13 = icmp ne i32 %12, 0
  %14 = zext i1 %13 to i32
  %15 = load %struct.big*, %struct.big** %3, align 8
  %16 = getelementptr inbounds %struct.big, %struct.big* %15, i32 0, i32 1
  store i32 %14, i32* %16, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @big_mul_small(%struct.big* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.big*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store %struct.big* %0, %struct.big** %3, align 8
  store i32 %1, i32* %4, align 4
  store i64 0, i64* %5, align 8
  store i32 0, i32* %6, align 4
  br label %8

8:                                                ; preds = %36, %2
  %9 = load i32, i32* %6, align 4
  %10 = load %struct.big*, %struct.big** %3, align 8
  %11 = getelementptr inbounds %struct.big, %struct.big* %10, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = icmp slt i32 %9, %12
  br i1 %13, label %14, label %39

14:                                               ; preds = %8
  %15 = load %struct.big*, %struct.big** %3, align 8
  %16 = getelementptr inbounds %struct.big, %struct.big* %15, i32 0, i32 0
  %17 = load i32, i32* %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [12 x i32], [12 x i32]* %16, i64 0, i64 %18
  %20 = load i32, i32* %19, align 4
  %21 = zext i32 %20 to i64
  %22 = load i32, i32* %4, align 4
  %23 = zext i32 %22 to i64
  %24 = mul i64 %21, %23
  %25 = load i64, i64* %5, align 8
  %26 = add i64 %24, %25
  store i64 %26, i64* %7, align 8
  %27 = load i64, i64* %7, align 8
  %28 = trunc i64 %27 to i32
  %29 = load %struct.big*, %struct.big** %3, align 8
  %30 = getelementptr inbounds %struct.big, %struct.big* %29, i32 0, i32 0
  %31 = load i32, i32* %6, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [12 x i32], [12 x i32]* %30, i64 0, i64 %32
  store i32 %28, i32* %33, align 4
  %34 = load i64, i64* %7, align 8
  %35 = lshr i64 %34, 32
  store i64 %35, i64* %5, align 8
  br label %36

36:                                               ; preds = %14
  %37 = load i32, i32* %6, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %6, align 4
  br label %8, !llvm.loop !7

39:                                               ; preds = %8
  %40 = load i64, i64* %5, align 8
  %41 = icmp ne i64 %40, 0
  br i1 %41, label %42, label %59

42:                                               ; preds = %39
  %43 = load %struct.big*, %struct.big** %3, align 8
  %44 = getelementptr inbounds %struct.big, %struct.big* %43, i32 0, i32 1
  %45 = load i32, i32* %44, align 4
  %46 = icmp sge i32 %45, 12
  br i1 %46, label %47, label %48

47:                                               ; preds = %42
  call void @abort() #2
  br label %48

48:                                               ; preds = %47, %42
  %49 = load i64, i64* %5, align 8
  %50 = trunc i64 %49 to i32
  %51 = load %struct.big*, %struct.big** %3, align 8
  %52 = getelementptr inbounds %struct.big, %struct.big* %51, i32 0, i32 0
  %53 = load %struct.big*, %struct.big** %3, align 8
  %54 = getelementptr inbounds %struct.big, %struct.big* %53, i32 0, i32 1
  %55 = load i32, i32* %54, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, i32* %54, align 4
  %57 = sext i32 %55 to i64
  %58 = getelementptr inbounds [12 x i32], [12 x i32]* %52, i64 0, i64 %57
  store i32 %50, i32* %58, align 4
  br label %59

59:                                               ; preds = %48, %39
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_big(%struct.big* noundef %0) #0 {
  %2 = alloca %struct.big*, align 8
  %3 = alloca %struct.big, align 4
  %4 = alloca [120 x i8], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  store %struct.big* %0, %struct.big** %2, align 8
  store i32 0, i32* %5, align 4
  %9 = bitcast %struct.big* %3 to i8*
  %10 = load %struct.big*, %struct.big** %2, align 8
  %11 = bitcast %struct.big* %10 to i8*
  %12 = call i8* @memcpy(i8* noundef %9, i8* noundef %11, i64 noundef 52) #2
  br label %13

13:                                               ; preds = %33, %1
  %14 = call i32 @big_divmod_small(%struct.big* noundef %3, i32 noundef 10000) #2
  store i32 %14, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %15

15:                                               ; preds = %29, %13
  %16 = load i32, i32* %7, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %18, label %32

18:                                               ; preds = %15
  %19 = load i32, i32* %6, align 4
  %20 = urem i32 %19, 10
  %21 = add i32 48, %20
  %22 = trunc i32 %21 to i8
  %23 = load i32, i32* %5, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %5, align 4
  %25 = sext i32 %23 to i64
  %26 = getelementptr inbounds [120 x i8], [120 x i8]* %4, i64 0, i64 %25
  store i8 %22, i8* %26, align 1
  %27 = load i32, i32* %6, align 4
  %28 = udiv i32 %27, 10
  store i32 %28, i32* %6, align 4
  br label %29

29:                                               ; preds = %18
  %30 = load i32, i32* %7, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %7, align 4
  br label %15, !llvm.loop !8

32:                                               ; preds = %15
  br label %33

33:                                               ; preds = %32
  %34 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 1
  %35 = load i32, i32* %34, align 4
  %36 = icmp sgt i32 %35, 0
  br i1 %36, label %13, label %37, !llvm.loop !9

37:                                               ; preds = %33
  br label %38

38:                                               ; preds = %51, %37
  %39 = load i32, i32* %5, align 4
  %40 = icmp sgt i32 %39, 1
  br i1 %40, label %41, label %49

41:                                               ; preds = %38
  %42 = load i32, i32* %5, align 4
  %43 = sub nsw i32 %42, 1
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [120 x i8], [120 x i8]* %4, i64 0, i64 %44
  %46 = load i8, i8* %45, align 1
  %47 = sext i8 %46 to i32
  %48 = icmp eq i32 %47, 48
  br label %49

49:                                               ; preds = %41, %38
  %50 = phi i1 [ false, %38 ], [ %48, %41 ]
  br i1 %50, label %51, label %54

51:                                               ; preds = %49
  %52 = load i32, i32* %5, align 4
  %53 = add nsw i32 %52, -1
  store i32 %53, i32* %5, align 4
  br label %38, !llvm.loop !10

54:                                               ; preds = %49
  br label %55

55:                                               ; preds = %58, %54
  %56 = load i32, i32* %5, align 4
  %57 = icmp ne i32 %56, 0
  br i1 %57, label %58, label %72

58:                                               ; preds = %55
  %59 = load i32, i32* %5, align 4
  %60 = add nsw i32 %59, -1
  store i32 %60, i32* %5, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [120 x i8], [120 x i8]* %4, i64 0, i64 %61
  %63 = load i8, i8* %62, align 1
  store i8 %63, i8* %8, align 1
  %64 = load i8, i8* %8, align 1
  %65 = sext i8 %64 to i32
  %66 = call i32 @putchar(i32 noundef %65) #2
  %67 = load i32, i32* @h, align 4
  %68 = load i8, i8* %8, align 1
  %69 = sext i8 %68 to i32
  %70 = xor i32 %67, %69
  %71 = mul i32 %70, 16777619
  store i32 %71, i32* @h, align 4
  br label %55, !llvm.loop !11

72:                                               ; preds = %55
  %73 = call i32 @putchar(i32 noundef 10) #2
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @big_add(%struct.big* noundef %0, %struct.big* noundef %1, %struct.big* noundef %2) #0 {
  %4 = alloca %struct.big*, align 8
  %5 = alloca %struct.big*, align 8
  %6 = alloca %struct.big*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store %struct.big* %0, %struct.big** %4, align 8
  store %struct.big* %1, %struct.big** %5, align 8
  store %struct.big* %2, %struct.big** %6, align 8
  %11 = load %struct.big*, %struct.big** %5, align 8
  %12 = getelementptr inbounds %struct.big, %struct.big* %11, i32 0, i32 1
  %13 = load i32, i32* %12, align 4
  %14 = load %struct.big*, %struct.big** %6, align 8
  %15 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 1
  %16 = load i32, i32* %15, align 4
  %17 = icmp sgt i32 %13, %16
  br i1 %17, label %18, label %22

18:                                               ; preds = %3
  %19 = load %struct.big*, %struct.big** %5, align 8
  %20 = getelementptr inbounds %struct.big, %struct.big* %19, i32 0, i32 1
  %21 = load i32, i32* %20, align 4
  br label %26

22:                                               ; preds = %3
  %23 = load %struct.big*, %struct.big** %6, align 8
  %24 = getelementptr inbounds %struct.big, %struct.big* %23, i32 0, i32 1
  %25 = load i32, i32* %24, align 4
  br label %26

26:                                               ; preds = %22, %18
  %27 = phi i32 [ %21, %18 ], [ %25, %22 ]
  store i32 %27, i32* %7, align 4
  store i64 0, i64* %8, align 8
  store i32 0, i32* %9, align 4
  br label %28

28:                                               ; preds = %77, %26
  %29 = load i32, i32* %9, align 4
  %30 = load i32, i32* %7, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %80

32:                                               ; preds = %28
  %33 = load i32, i32* %9, align 4
  %34 = load %struct.big*, %struct.big** %5, align 8
  %35 = getelementptr inbounds %struct.big, %struct.big* %34, i32 0, i32 1
  %36 = load i32, i32* %35, align 4
  %37 = icmp slt i32 %33, %36
  br i1 %37, label %38, label %45

38:                                               ; preds = %32
  %39 = load %struct.big*, %struct.big** %5, align 8
  %40 = getelementptr inbounds %struct.big, %struct.big* %39, i32 0, i32 0
  %41 = load i32, i32* %9, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [12 x i32], [12 x i32]* %40, i64 0, i64 %42
  %44 = load i32, i32* %43, align 4
  br label %46

45:                                               ; preds = %32
  br label %46

46:                                               ; preds = %45, %38
  %47 = phi i32 [ %44, %38 ], [ 0, %45 ]
  %48 = zext i32 %47 to i64
  %49 = load i32, i32* %9, align 4
  %50 = load %struct.big*, %struct.big** %6, align 8
  %51 = getelementptr inbounds %struct.big, %struct.big* %50, i32 0, i32 1
  %52 = load i32, i32* %51, align 4
  %53 = icmp slt i32 %49, %52
  br i1 %53, label %54, label %61

54:                                               ; preds = %46
  %55 = load %struct.big*, %struct.big** %6, align 8
  %56 = getelementptr inbounds %struct.big, %struct.big* %55, i32 0, i32 0
  %57 = load i32, i32* %9, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [12 x i32], [12 x i32]* %56, i64 0, i64 %58
  %60 = load i32, i32* %59, align 4
  br label %62

61:                                               ; preds = %46
  br label %62

62:                                               ; preds = %61, %54
  %63 = phi i32 [ %60, %54 ], [ 0, %61 ]
  %64 = zext i32 %63 to i64
  %65 = add i64 %48, %64
  %66 = load i64, i64* %8, align 8
  %67 = add i64 %65, %66
  store i64 %67, i64* %10, align 8
  %68 = load i64, i64* %10, align 8
  %69 = trunc i64 %68 to i32
  %70 = load %struct.big*, %struct.big** %4, align 8
  %71 = getelementptr inbounds %struct.big, %struct.big* %70, i32 0, i32 0
  %72 = load i32, i32* %9, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [12 x i32], [12 x i32]* %71, i64 0, i64 %73
  store i32 %69, i32* %74, align 4
  %75 = load i64, i64* %10, align 8
  %76 = lshr i64 %75, 32
  store i64 %76, i64* %8, align 8
  br label %77

77:                                               ; preds = %62
  %78 = load i32, i32* %9, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, i32* %9, align 4
  br label %28, !llvm.loop !12

80:                                               ; preds = %28
  %81 = load i32, i32* %7, align 4
  %82 = load %struct.big*, %struct.big** %4, align 8
  %83 = getelementptr inbounds %struct.big, %struct.big* %82, i32 0, i32 1
  store i32 %81, i32* %83, align 4
  %84 = load i64, i64* %8, align 8
  %85 = icmp ne i64 %84, 0
  br i1 %85, label %86, label %99

86:                                               ; preds = %80
  %87 = load i32, i32* %7, align 4
  %88 = icmp sge i32 %87, 12
  br i1 %88, label %89, label %90

89:                                               ; preds = %86
  call void @abort() #2
  br label %90

90:                                               ; preds = %89, %86
  %91 = load %struct.big*, %struct.big** %4, align 8
  %92 = getelementptr inbounds %struct.big, %struct.big* %91, i32 0, i32 0
  %93 = load %struct.big*, %struct.big** %4, align 8
  %94 = getelementptr inbounds %struct.big, %struct.big* %93, i32 0, i32 1
  %95 = load i32, i32* %94, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, i32* %94, align 4
  %97 = sext i32 %95 to i64
  %98 = getelementptr inbounds [12 x i32], [12 x i32]* %92, i64 0, i64 %97
  store i32 1, i32* %98, align 4
  br label %99

99:                                               ; preds = %90, %80
  ret void
}

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @big_mul(%struct.big* noundef %0, %struct.big* noundef %1, %struct.big* noundef %2) #0 {
  %4 = alloca %struct.big*, align 8
  %5 = alloca %struct.big*, align 8
  %6 = alloca %struct.big*, align 8
  %7 = alloca [24 x i32], align 16
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  store %struct.big* %0, %struct.big** %4, align 8
  store %struct.big* %1, %struct.big** %5, align 8
  store %struct.big* %2, %struct.big** %6, align 8
  %13 = getelementptr inbounds [24 x i32], [24 x i32]* %7, i64 0, i64 0
  %14 = bitcast i32* %13 to i8*
  %15 = call i8* @memset(i8* noundef %14, i32 noundef 0, i64 noundef 96) #2
  store i32 0, i32* %8, align 4
  br label %16

16:                                               ; preds = %77, %3
  %17 = load i32, i32* %8, align 4
  %18 = load %struct.big*, %struct.big** %5, align 8
  %19 = getelementptr inbounds %struct.big, %struct.big* %18, i32 0, i32 1
  %20 = load i32, i32* %19, align 4
  %21 = icmp slt i32 %17, %20
  br i1 %21, label %22, label %80

22:                                               ; preds = %16
  store i64 0, i64* %9, align 8
  store i32 0, i32* %10, align 4
  br label %23

23:                                               ; preds = %64, %22
  %24 = load i32, i32* %10, align 4
  %25 = load %struct.big*, %struct.big** %6, align 8
  %26 = getelementptr inbounds %struct.big, %struct.big* %25, i32 0, i32 1
  %27 = load i32, i32* %26, align 4
  %28 = icmp slt i32 %24, %27
  br i1 %28, label %29, label %67

29:                                               ; preds = %23
  %30 = load %struct.big*, %struct.big** %5, align 8
  %31 = getelementptr inbounds %struct.big, %struct.big* %30, i32 0, i32 0
  %32 = load i32, i32* %8, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [12 x i32], [12 x i32]* %31, i64 0, i64 %33
  %35 = load i32, i32* %34, align 4
  %36 = zext i32 %35 to i64
  %37 = load %struct.big*, %struct.big** %6, align 8
  %38 = getelementptr inbounds %struct.big, %struct.big* %37, i32 0, i32 0
  %39 = load i32, i32* %10, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [12 x i32], [12 x i32]* %38, i64 0, i64 %40
  %42 = load i32, i32* %41, align 4
  %43 = zext i32 %42 to i64
  %44 = mul i64 %36, %43
  %45 = load i32, i32* %8, align 4
  %46 = load i32, i32* %10, align 4
  %47 = add nsw i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [24 x i32], [24 x i32]* %7, i64 0, i64 %48
  %50 = load i32, i32* %49, align 4
  %51 = zext i32 %50 to i64
  %52 = add i64 %44, %51
  %53 = load i64, i64* %9, align 8
  %54 = add i64 %52, %53
  store i64 %54, i64* %11, align 8
  %55 = load i64, i64* %11, align 8
  %56 = trunc i64 %55 to i32
  %57 = load i32, i32* %8, align 4
  %58 = load i32, i32* %10, align 4
  %59 = add nsw i32 %57, %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [24 x i32], [24 x i32]* %7, i64 0, i64 %60
  store i32 %56, i32* %61, align 4
  %62 = load i64, i64* %11, align 8
  %63 = lshr i64 %62, 32
  store i64 %63, i64* %9, align 8
  br label %64

64:                                               ; preds = %29
  %65 = load i32, i32* %10, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, i32* %10, align 4
  br label %23, !llvm.loop !13

67:                                               ; preds = %23
  %68 = load i64, i64* %9, align 8
  %69 = trunc i64 %68 to i32
  %70 = load i32, i32* %8, align 4
  %71 = load %struct.big*, %struct.big** %6, align 8
  %72 = getelementptr inbounds %struct.big, %struct.big* %71, i32 0, i32 1
  %73 = load i32, i32* %72, align 4
  %74 = add nsw i32 %70, %73
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [24 x i32], [24 x i32]* %7, i64 0, i64 %75
  store i32 %69, i32* %76, align 4
  br label %77

77:                                               ; preds = %67
  %78 = load i32, i32* %8, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, i32* %8, align 4
  br label %16, !llvm.loop !14

80:                                               ; preds = %16
  %81 = load %struct.big*, %struct.big** %5, align 8
  %82 = getelementptr inbounds %struct.big, %struct.big* %81, i32 0, i32 1
  %83 = load i32, i32* %82, align 4
  %84 = load %struct.big*, %struct.big** %6, align 8
  %85 = getelementptr inbounds %struct.big, %struct.big* %84, i32 0, i32 1
  %86 = load i32, i32* %85, align 4
  %87 = add nsw i32 %83, %86
  store i32 %87, i32* %12, align 4
  br label %88

88:                                               ; preds = %100, %80
  %89 = load i32, i32* %12, align 4
  %90 = icmp sgt i32 %89, 0
  br i1 %90, label %91, label %98

91:                                               ; preds = %88
  %92 = load i32, i32* %12, align 4
  %93 = sub nsw i32 %92, 1
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [24 x i32], [24 x i32]* %7, i64 0, i64 %94
  %96 = load i32, i32* %95, align 4
  %97 = icmp eq i32 %96, 0
  br label %98

98:                                               ; preds = %91, %88
  %99 = phi i1 [ false, %88 ], [ %97, %91 ]
  br i1 %99, label %100, label %103

100:                                              ; preds = %98
  %101 = load i32, i32* %12, align 4
  %102 = add nsw i32 %101, -1
  store i32 %102, i32* %12, align 4
  br label %88, !llvm.loop !15

103:                                              ; preds = %98
  %104 = load i32, i32* %12, align 4
  %105 = icmp sgt i32 %104, 12
  br i1 %105, label %106, label %107

106:                                              ; preds = %103
  call void @abort() #2
  br label %107

107:                                              ; preds = %106, %103
  %108 = load %struct.big*, %struct.big** %4, align 8
  %109 = bitcast %struct.big* %108 to i8*
  %110 = call i8* @memset(i8* noundef %109, i32 noundef 0, i64 noundef 52) #2
  %111 = load %struct.big*, %struct.big** %4, align 8
  %112 = getelementptr inbounds %struct.big, %struct.big* %111, i32 0, i32 0
  %113 = getelementptr inbounds [12 x i32], [12 x i32]* %112, i64 0, i64 0
  %114 = bitcast i32* %113 to i8*
  %115 = getelementptr inbounds [24 x i32], [24 x i32]* %7, i64 0, i64 0
  %116 = bitcast i32* %115 to i8*
  %117 = load i32, i32* %12, align 4
  %118 = sext i32 %117 to i64
  %119 = mul i64 %118, 4
  %120 = call i8* @memcpy(i8* noundef %114, i8* noundef %116, i64 noundef %119) #2
  %121 = load i32, i32* %12, align 4
  %122 = load %struct.big*, %struct.big** %4, align 8
  %123 = getelementptr inbounds %struct.big, %struct.big* %122, i32 0, i32 1
  store i32 %121, i32* %123, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @big_cmp(%struct.big* noundef %0, %struct.big* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.big*, align 8
  %5 = alloca %struct.big*, align 8
  %6 = alloca i32, align 4
  store %struct.big* %0, %struct.big** %4, align 8
  store %struct.big* %1, %struct.big** %5, align 8
  %7 = load %struct.big*, %struct.big** %4, align 8
  %8 = getelementptr inbounds %struct.big, %struct.big* %7, i32 0, i32 1
  %9 = load i32, i32* %8, align 4
  %10 = load %struct.big*, %struct.big** %5, align 8
  %11 = getelementptr inbounds %struct.big, %struct.big* %10, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = icmp ne i32 %9, %12
  br i1 %13, label %14, label %24

14:                                               ; preds = %2
  %15 = load %struct.big*, %struct.big** %4, align 8
  %16 = getelementptr inbounds %struct.big, %struct.big* %15, i32 0, i32 1
  %17 = load i32, i32* %16, align 4
  %18 = load %struct.big*, %struct.big** %5, align 8
  %19 = getelementptr inbounds %struct.big, %struct.big* %18, i32 0, i32 1
  %20 = load i32, i32* %19, align 4
  %21 = icmp slt i32 %17, %20
  %22 = zext i1 %21 to i64
  %23 = select i1 %21, i32 -1, i32 1
  store i32 %23, i32* %3, align 4
  br label %67

24:                                               ; preds = %2
  %25 = load %struct.big*, %struct.big** %4, align 8
  %26 = getelementptr inbounds %struct.big, %struct.big* %25, i32 0, i32 1
  %27 = load i32, i32* %26, align 4
  %28 = sub nsw i32 %27, 1
  store i32 %28, i32* %6, align 4
  br label %29

29:                                               ; preds = %63, %24
  %30 = load i32, i32* %6, align 4
  %31 = icmp sge i32 %30, 0
  br i1 %31, label %32, label %66

32:                                               ; preds = %29
  %33 = load %struct.big*, %struct.big** %4, align 8
  %34 = getelementptr inbounds %struct.big, %struct.big* %33, i32 0, i32 0
  %35 = load i32, i32* %6, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [12 x i32], [12 x i32]* %34, i64 0, i64 %36
  %38 = load i32, i32* %37, align 4
  %39 = load %struct.big*, %struct.big** %5, align 8
  %40 = getelementptr inbounds %struct.big, %struct.big* %39, i32 0, i32 0
  %41 = load i32, i32* %6, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [12 x i32], [12 x i32]* %40, i64 0, i64 %42
  %44 = load i32, i32* %43, align 4
  %45 = icmp ne i32 %38, %44
  br i1 %45, label %46, label %62

46:                                               ; preds = %32
  %47 = load %struct.big*, %struct.big** %4, align 8
  %48 = getelementptr inbounds %struct.big, %struct.big* %47, i32 0, i32 0
  %49 = load i32, i32* %6, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [12 x i32], [12 x i32]* %48, i64 0, i64 %50
  %52 = load i32, i32* %51, align 4
  %53 = load %struct.big*, %struct.big** %5, align 8
  %54 = getelementptr inbounds %struct.big, %struct.big* %53, i32 0, i32 0
  %55 = load i32, i32* %6, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [12 x i32], [12 x i32]* %54, i64 0, i64 %56
  %58 = load i32, i32* %57, align 4
  %59 = icmp ult i32 %52, %58
  %60 = zext i1 %59 to i64
  %61 = select i1 %59, i32 -1, i32 1
  store i32 %61, i32* %3, align 4
  br label %67

62:                                               ; preds = %32
  br label %63

63:                                               ; preds = %62
  %64 = load i32, i32* %6, align 4
  %65 = add nsw i32 %64, -1
  store i32 %65, i32* %6, align 4
  br label %29, !llvm.loop !16

66:                                               ; preds = %29
  store i32 0, i32* %3, align 4
  br label %67

67:                                               ; preds = %66, %46, %14
  %68 = load i32, i32* %3, align 4
  ret i32 %68
}

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal i32 @big_divmod_small(%struct.big* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.big*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store %struct.big* %0, %struct.big** %3, align 8
  store i32 %1, i32* %4, align 4
  store i64 0, i64* %5, align 8
  %8 = load %struct.big*, %struct.big** %3, align 8
  %9 = getelementptr inbounds %struct.big, %struct.big* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 4
  %11 = sub nsw i32 %10, 1
  store i32 %11, i32* %6, align 4
  br label %12

12:                                               ; preds = %40, %2
  %13 = load i32, i32* %6, align 4
  %14 = icmp sge i32 %13, 0
  br i1 %14, label %15, label %43

15:                                               ; preds = %12
  %16 = load i64, i64* %5, align 8
  %17 = shl i64 %16, 32
  %18 = load %struct.big*, %struct.big** %3, align 8
  %19 = getelementptr inbounds %struct.big, %struct.big* %18, i32 0, i32 0
  %20 = load i32, i32* %6, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [12 x i32], [12 x i32]* %19, i64 0, i64 %21
  %23 = load i32, i32* %22, align 4
  %24 = zext i32 %23 to i64
  %25 = or i64 %17, %24
  store i64 %25, i64* %7, align 8
  %26 = load i64, i64* %7, align 8
  %27 = load i32, i32* %4, align 4
  %28 = zext i32 %27 to i64
  %29 = udiv i64 %26, %28
  %30 = trunc i64 %29 to i32
  %31 = load %struct.big*, %struct.big** %3, align 8
  %32 = getelementptr inbounds %struct.big, %struct.big* %31, i32 0, i32 0
  %33 = load i32, i32* %6, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [12 x i32], [12 x i32]* %32, i64 0, i64 %34
  store i32 %30, i32* %35, align 4
  %36 = load i64, i64* %7, align 8
  %37 = load i32, i32* %4, align 4
  %38 = zext i32 %37 to i64
  %39 = urem i64 %36, %38
  store i64 %39, i64* %5, align 8
  br label %40

40:                                               ; preds = %15
  %41 = load i32, i32* %6, align 4
  %42 = add nsw i32 %41, -1
  store i32 %42, i32* %6, align 4
  br label %12, !llvm.loop !17

43:                                               ; preds = %12
  br label %44

44:                                               ; preds = %62, %43
  %45 = load %struct.big*, %struct.big** %3, align 8
  %46 = getelementptr inbounds %struct.big, %struct.big* %45, i32 0, i32 1
  %47 = load i32, i32* %46, align 4
  %48 = icmp sgt i32 %47, 0
  br i1 %48, label %49, label %60

49:                                               ; preds = %44
  %50 = load %struct.big*, %struct.big** %3, align 8
  %51 = getelementptr inbounds %struct.big, %struct.big* %50, i32 0, i32 0
  %52 = load %struct.big*, %struct.big** %3, align 8
  %53 = getelementptr inbounds %struct.big, %struct.big* %52, i32 0, i32 1
  %54 = load i32, i32* %53, align 4
  %55 = sub nsw i32 %54, 1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [12 x i32], [12 x i32]* %51, i64 0, i64 %56
  %58 = load i32, i32* %57, align 4
  %59 = icmp eq i32 %58, 0
  br label %60

60:                                               ; preds = %49, %44
  %61 = phi i1 [ false, %44 ], [ %59, %49 ]
  br i1 %61, label %62, label %67

62:                                               ; preds = %60
  %63 = load %struct.big*, %struct.big** %3, align 8
  %64 = getelementptr inbounds %struct.big, %struct.big* %63, i32 0, i32 1
  %65 = load i32, i32* %64, align 4
  %66 = add nsw i32 %65, -1
  store i32 %66, i32* %64, align 4
  br label %44, !llvm.loop !18

67:                                               ; preds = %60
  %68 = load i64, i64* %5, align 8
  %69 = trunc i64 %68 to i32
  ret i32 %69
}

declare dso_local i8* @memset(i8* noundef, i32 noundef, i64 noundef) #1

declare dso_local i32 @putchar(i32 noundef) #1

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
!11 = distinct !{!11, !3}
!12 = distinct !{!12, !3}
!13 = distinct !{!13, !3}
!14 = distinct !{!14, !3}
!15 = distinct !{!15, !3}
!16 = distinct !{!16, !3}
!17 = distinct !{!17, !3}
!18 = distinct !{!18, !3}
