; ModuleID = 'rle_lz.c'
source_filename = "rle_lz.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@input = internal global [256 x i8] zeroinitializer, align 1
@packed = internal global [512 x i8] zeroinitializer, align 1
@output = internal global [256 x i8] zeroinitializer, align 1

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
  %10 = alloca i32, align 4
  store i32 5, i32* %1, align 4
  store i32 -2128831035, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %11

11:                                               ; preds = %83, %0
  %12 = load i32, i32* %3, align 4
  %13 = icmp ult i32 %12, 256
  br i1 %13, label %14, label %84

14:                                               ; preds = %11
  %15 = load i32, i32* %1, align 4
  %16 = mul i32 %15, 1103515245
  %17 = add i32 %16, 12345
  store i32 %17, i32* %1, align 4
  %18 = load i32, i32* %1, align 4
  %19 = lshr i32 %18, 28
  %20 = and i32 %19, 3
  store i32 %20, i32* %4, align 4
  %21 = load i32, i32* %1, align 4
  %22 = lshr i32 %21, 20
  %23 = and i32 %22, 15
  %24 = add i32 1, %23
  store i32 %24, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %25

25:                                               ; preds = %78, %14
  %26 = load i32, i32* %6, align 4
  %27 = load i32, i32* %5, align 4
  %28 = icmp ult i32 %26, %27
  br i1 %28, label %29, label %32

29:                                               ; preds = %25
  %30 = load i32, i32* %3, align 4
  %31 = icmp ult i32 %30, 256
  br label %32

32:                                               ; preds = %29, %25
  %33 = phi i1 [ false, %25 ], [ %31, %29 ]
  br i1 %33, label %34, label %83

34:                                               ; preds = %32
  %35 = load i32, i32* %4, align 4
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %43

37:                                               ; preds = %34
  %38 = load i32, i32* %1, align 4
  %39 = lshr i32 %38, 8
  %40 = trunc i32 %39 to i8
  %41 = load i32, i32* %3, align 4
  %42 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %41
  store i8 %40, i8* %42, align 1
  br label %77

43:                                               ; preds = %34
  %44 = load i32, i32* %4, align 4
  %45 = icmp eq i32 %44, 1
  br i1 %45, label %46, label %53

46:                                               ; preds = %43
  %47 = load i32, i32* %3, align 4
  %48 = urem i32 %47, 5
  %49 = add i32 97, %48
  %50 = trunc i32 %49 to i8
  %51 = load i32, i32* %3, align 4
  %52 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %51
  store i8 %50, i8* %52, align 1
  br label %76

53:                                               ; preds = %43
  %54 = load i32, i32* %4, align 4
  %55 = icmp eq i32 %54, 2
  br i1 %55, label %56, label %66

56:                                               ; preds = %53
  %57 = load i32, i32* %3, align 4
  %58 = icmp uge i32 %57, 40
  br i1 %58, label %59, label %66

59:                                               ; preds = %56
  %60 = load i32, i32* %3, align 4
  %61 = sub i32 %60, 40
  %62 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %61
  %63 = load i8, i8* %62, align 1
  %64 = load i32, i32* %3, align 4
  %65 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %64
  store i8 %63, i8* %65, align 1
  br label %75

66:                                               ; preds = %56, %53
  %67 = load i32, i32* %1, align 4
  %68 = load i32, i32* %6, align 4
  %69 = and i32 %68, 7
  %70 = lshr i32 %67, %69
  %71 = mul i32 %70, 31
  %72 = trunc i32 %71 to i8
  %73 = load i32, i32* %3, align 4
  %74 = getelementptr inbounds [256 x i8], [256 x i8]* @input, i32 0, i32 %73
  store i8 %72, i8* %74, align 1
  br label %75

75:                                               ; preds = %66, %59
  br label %76

76:                                               ; preds = %75, %46
  br label %77

77:                                               ; preds = %76, %37
  br label %78

78:                                               ; preds = %77
  %79 = load i32, i32* %6, align 4
  %80 = add i32 %79, 1
  store i32 %80, i32* %6, align 4
  %81 = load i32, i32* %3, align 4
  %82 = add i32 %81, 1
  store i32 %82, i32* %3, align 4
  br label %25, !llvm.loop !7

83:                                               ; preds = %32
  br label %11, !llvm.loop !9

84:                                               ; preds = %11
  %85 = call i32 @rle_encode(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @input, i32 0, i32 0), i32 noundef 256, i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @packed, i32 0, i32 0)) #2
  store i32 %85, i32* %7, align 4
  %86 = load i32, i32* %7, align 4
  %87 = call i32 @rle_decode(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @packed, i32 0, i32 0), i32 noundef %86, i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @output, i32 0, i32 0)) #2
  %88 = icmp ne i32 %87, 256
  br i1 %88, label %92, label %89

89:                                               ; preds = %84
  %90 = call i32 @memcmp(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @input, i32 0, i32 0), i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @output, i32 0, i32 0), i32 noundef 256) #2
  %91 = icmp ne i32 %90, 0
  br i1 %91, label %92, label %93

92:                                               ; preds = %89, %84
  call void @abort() #2
  br label %93

93:                                               ; preds = %92, %89
  %94 = load i32, i32* %2, align 4
  %95 = load i32, i32* %7, align 4
  %96 = xor i32 %94, %95
  %97 = mul i32 %96, 16777619
  store i32 %97, i32* %2, align 4
  store i32 0, i32* %8, align 4
  br label %98

98:                                               ; preds = %110, %93
  %99 = load i32, i32* %8, align 4
  %100 = load i32, i32* %7, align 4
  %101 = icmp ult i32 %99, %100
  br i1 %101, label %102, label %113

102:                                              ; preds = %98
  %103 = load i32, i32* %2, align 4
  %104 = load i32, i32* %8, align 4
  %105 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %104
  %106 = load i8, i8* %105, align 1
  %107 = zext i8 %106 to i32
  %108 = xor i32 %103, %107
  %109 = mul i32 %108, 16777619
  store i32 %109, i32* %2, align 4
  br label %110

110:                                              ; preds = %102
  %111 = load i32, i32* %8, align 4
  %112 = add i32 %111, 1
  store i32 %112, i32* %8, align 4
  br label %98, !llvm.loop !10

113:                                              ; preds = %98
  %114 = call i32 @lz_encode(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @input, i32 0, i32 0), i32 noundef 256, i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @packed, i32 0, i32 0)) #2
  store i32 %114, i32* %9, align 4
  %115 = load i32, i32* %9, align 4
  %116 = call i32 @lz_decode(i8* noundef getelementptr inbounds ([512 x i8], [512 x i8]* @packed, i32 0, i32 0), i32 noundef %115, i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @output, i32 0, i32 0)) #2
  %117 = icmp ne i32 %116, 256
  br i1 %117, label %121, label %118

118:                                              ; preds = %113
  %119 = call i32 @memcmp(i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @input, i32 0, i32 0), i8* noundef getelementptr inbounds ([256 x i8], [256 x i8]* @output, i32 0, i32 0), i32 noundef 256) #2
  %120 = icmp ne i32 %119, 0
  br i1 %120, label %121, label %122

121:                                              ; preds = %118, %113
  call void @abort() #2
  br label %122

122:                                              ; preds = %121, %118
  %123 = load i32, i32* %2, align 4
  %124 = load i32, i32* %9, align 4
  %125 = xor i32 %123, %124
  %126 = mul i32 %125, 16777619
  store i32 %126, i32* %2, align 4
  store i32 0, i32* %10, align 4
  br label %127

127:                                              ; preds = %139, %122
  %128 = load i32, i32* %10, align 4
  %129 = load i32, i32* %9, align 4
  %130 = icmp ult i32 %128, %129
  br i1 %130, label %131, label %142

131:                                              ; preds = %127
  %132 = load i32, i32* %2, align 4
  %133 = load i32, i32* %10, align 4
  %134 = getelementptr inbounds [512 x i8], [512 x i8]* @packed, i32 0, i32 %133
  %135 = load i8, i8* %134, align 1
  %136 = zext i8 %135 to i32
  %137 = xor i32 %132, %136
  %138 = mul i32 %137, 16777619
  store i32 %138, i32* %2, align 4
  br label %139

139:                                              ; preds = %131
  %140 = load i32, i32* %10, align 4
  %141 = add i32 %140, 1
  store i32 %141, i32* %10, align 4
  br label %127, !llvm.loop !11

142:                                              ; preds = %127
  %143 = load i32, i32* %2, align 4
  %144 = and i32 %143, 2147483647
  ret i32 %144
}

; Function Attrs: noinline nounwind optnone
define internal i32 @rle_encode(i8* noundef %0, i32 noundef %1, i8* noundef %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i32 %1, i32* %5, align 4
  store i8* %2, i8** %6, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %11

11:                                               ; preds = %145, %3
  %12 = load i32, i32* %7, align 4
  %13 = load i32, i32* %5, align 4
  %14 = icmp ult i32 %12, %13
  br i1 %14, label %15, label %146

15:                                               ; preds = %11
  store i32 1, i32* %9, align 4
  br label %16

16:                                               ; preds = %41, %15
  %17 = load i32, i32* %7, align 4
  %18 = load i32, i32* %9, align 4
  %19 = add i32 %17, %18
  %20 = load i32, i32* %5, align 4
  %21 = icmp ult i32 %19, %20
  br i1 %21, label %22, label %39

22:                                               ; preds = %16
  %23 = load i32, i32* %9, align 4
  %24 = icmp ult i32 %23, 128
  br i1 %24, label %25, label %39

25:                                               ; preds = %22
  %26 = load i8*, i8** %4, align 4
  %27 = load i32, i32* %7, align 4
  %28 = load i32, i32* %9, align 4
  %29 = add i32 %27, %28
  %30 = getelementptr inbounds i8, i8* %26, i32 %29
  %31 = load i8, i8* %30, align 1
  %32 = zext i8 %31 to i32
  %33 = load i8*, i8** %4, align 4
  %34 = load i32, i32* %7, align 4
  %35 = getelementptr inbounds i8, i8* %33, i32 %34
  %36 = load i8, i8* %35, align 1
  %37 = zext i8 %36 to i32
  %38 = icmp eq i32 %32, %37
  br label %39

39:                                               ; preds = %25, %22, %16
  %40 = phi i1 [ false, %22 ], [ false, %16 ], [ %38, %25 ]
  br i1 %40, label %41, label %44

41:                                               ; preds = %39
  %42 = load i32, i32* %9, align 4
  %43 = add i32 %42, 1
  store i32 %43, i32* %9, align 4
  br label %16, !llvm.loop !12

44:                                               ; preds = %39
  %45 = load i32, i32* %9, align 4
  %46 = icmp uge i32 %45, 3
  br i1 %46, label %47, label %66

47:                                               ; preds = %44
  %48 = load i32, i32* %9, align 4
  %49 = sub nsw i32 1, %48
  %50 = trunc i32 %49 to i8
  %51 = load i8*, i8** %6, align 4
  %52 = load i32, i32* %8, align 4
  %53 = add i32 %52, 1
  store i32 %53, i32* %8, align 4
  %54 = getelementptr inbounds i8, i8* %51, i32 %52
  store i8 %50, i8* %54, align 1
  %55 = load i8*, i8** %4, align 4
  %56 = load i32, i32* %7, align 4
  %57 = getelementptr inbounds i8, i8* %55, i32 %56
  %58 = load i8, i8* %57, align 1
  %59 = load i8*, i8** %6, align 4
  %60 = load i32, i32* %8, align 4
  %61 = add i32 %60, 1
  store i32 %61, i32* %8, align 4
  %62 = getelementptr inbounds i8, i8* %59, i32 %60
  store i8 %58, i8* %62, align 1
  %63 = load i32, i32* %9, align 4
  %64 = load i32, i32* %7, align 4
  %65 = add i32 %64, %63
  store i32 %65, i32* %7, align 4
  br label %145

66:                                               ; preds = %44
  store i32 0, i32* %10, align 4
  br label %67

67:                                               ; preds = %120, %66
  %68 = load i32, i32* %7, align 4
  %69 = load i32, i32* %10, align 4
  %70 = add i32 %68, %69
  %71 = load i32, i32* %5, align 4
  %72 = icmp ult i32 %70, %71
  br i1 %72, label %73, label %76

73:                                               ; preds = %67
  %74 = load i32, i32* %10, align 4
  %75 = icmp ult i32 %74, 128
  br label %76

76:                                               ; preds = %73, %67
  %77 = phi i1 [ false, %67 ], [ %75, %73 ]
  br i1 %77, label %78, label %123

78:                                               ; preds = %76
  %79 = load i32, i32* %7, align 4
  %80 = load i32, i32* %10, align 4
  %81 = add i32 %79, %80
  %82 = add i32 %81, 2
  %83 = load i32, i32* %5, align 4
  %84 = icmp ult i32 %82, %83
  br i1 %84, label %85, label %120

85:                                               ; preds = %78
  %86 = load i8*, i8** %4, align 4
  %87 = load i32, i32* %7, align 4
  %88 = load i32, i32* %10, align 4
  %89 = add i32 %87, %88
  %90 = getelementptr inbounds i8, i8* %86, i32 %89
  %91 = load i8, i8* %90, align 1
  %92 = zext i8 %91 to i32
  %93 = load i8*, i8** %4, align 4
  %94 = load i32, i32* %7, align 4
  %95 = load i32, i32* %10, align 4
  %96 = add i32 %94, %95
  %97 = add i32 %96, 1
  %98 = getelementptr inbounds i8, i8* %93, i32 %97
  %99 = load i8, i8* %98, align 1
  %100 = zext i8 %99 to i32
  %101 = icmp eq i32 %92, %100
  br i1 %101, label %102, label %120

102:                                              ; preds = %85
  %103 = load i8*, i8** %4, align 4
  %104 = load i32, i32* %7, align 4
  %105 = load i32, i32* %10, align 4
  %106 = add i32 %104, %105
  %107 = getelementptr inbounds i8, i8* %103, i32 %106
  %108 = load i8, i8* %107, align 1
  %109 = zext i8 %108 to i32
  %110 = load i8*, i8** %4, align 4
  %111 = load i32, i32* %7, align 4
  %112 = load i32, i32* %10, align 4
  %113 = add i32 %111, %112
  %114 = add i32 %113, 2
  %115 = getelementptr inbounds i8, i8* %110, i32 %114
  %116 = load i8, i8* %115, align 1
  %117 = zext i8 %116 to i32
  %118 = icmp eq i32 %109, %117
  br i1 %118, label %119, label %120

119:                                              ; preds = %102
  br label %123

120:                                              ; preds = %102, %85, %78
  %121 = load i32, i32* %10, align 4
  %122 = add i32 %121, 1
  store i32 %122, i32* %10, align 4
  br label %67, !llvm.loop !13

123:                                              ; preds = %119, %76
  %124 = load i32, i32* %10, align 4
  %125 = sub i32 %124, 1
  %126 = trunc i32 %125 to i8
  %127 = load i8*, i8** %6, align 4
  %128 = load i32, i32* %8, align 4
  %129 = add i32 %128, 1
  store i32 %129, i32* %8, align 4
  %130 = getelementptr inbounds i8, i8* %127, i32 %128
  store i8 %126, i8* %130, align 1
  %131 = load i8*, i8** %6, align 4
  %132 = load i32, i32* %8, align 4
  %133 = getelementptr inbounds i8, i8* %131, i32 %132
  %134 = load i8*, i8** %4, align 4
  %135 = load i32, i32* %7, align 4
  %136 = getelementptr inbounds i8, i8* %134, i32 %135
  %137 = load i32, i32* %10, align 4
  %138 = call i8* @memcpy(i8* noundef %133, i8* noundef %136, i32 noundef %137) #2
  %139 = load i32, i32* %10, align 4
  %140 = load i32, i32* %8, align 4
  %141 = add i32 %140, %139
  store i32 %141, i32* %8, align 4
  %142 = load i32, i32* %10, align 4
  %143 = load i32, i32* %7, align 4
  %144 = add i32 %143, %142
  store i32 %144, i32* %7, align 4
  br label %145

145:                                              ; preds = %123, %47
  br label %11, !llvm.loop !14

146:                                              ; preds = %11
  %147 = load i32, i32* %8, align 4
  ret i32 %147
}

; Function Attrs: noinline nounwind optnone
define internal i32 @rle_decode(i8* noundef %0, i32 noundef %1, i8* noundef %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8, align 1
  %10 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i32 %1, i32* %5, align 4
  store i8* %2, i8** %6, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %11

11:                                               ; preds = %67, %3
  %12 = load i32, i32* %7, align 4
  %13 = load i32, i32* %5, align 4
  %14 = icmp ult i32 %12, %13
  br i1 %14, label %15, label %68

15:                                               ; preds = %11
  %16 = load i8*, i8** %4, align 4
  %17 = load i32, i32* %7, align 4
  %18 = add i32 %17, 1
  store i32 %18, i32* %7, align 4
  %19 = getelementptr inbounds i8, i8* %16, i32 %17
  %20 = load i8, i8* %19, align 1
  store i8 %20, i8* %9, align 1
  %21 = load i8, i8* %9, align 1
  %22 = sext i8 %21 to i32
  %23 = icmp sge i32 %22, 0
  br i1 %23, label %24, label %45

24:                                               ; preds = %15
  %25 = load i8*, i8** %6, align 4
  %26 = load i32, i32* %8, align 4
  %27 = getelementptr inbounds i8, i8* %25, i32 %26
  %28 = load i8*, i8** %4, align 4
  %29 = load i32, i32* %7, align 4
  %30 = getelementptr inbounds i8, i8* %28, i32 %29
  %31 = load i8, i8* %9, align 1
  %32 = sext i8 %31 to i32
  %33 = add i32 %32, 1
  %34 = call i8* @memcpy(i8* noundef %27, i8* noundef %30, i32 noundef %33) #2
  %35 = load i8, i8* %9, align 1
  %36 = sext i8 %35 to i32
  %37 = add i32 %36, 1
  %38 = load i32, i32* %8, align 4
  %39 = add i32 %38, %37
  store i32 %39, i32* %8, align 4
  %40 = load i8, i8* %9, align 1
  %41 = sext i8 %40 to i32
  %42 = add i32 %41, 1
  %43 = load i32, i32* %7, align 4
  %44 = add i32 %43, %42
  store i32 %44, i32* %7, align 4
  br label %67

45:                                               ; preds = %15
  store i32 0, i32* %10, align 4
  br label %46

46:                                               ; preds = %61, %45
  %47 = load i32, i32* %10, align 4
  %48 = load i8, i8* %9, align 1
  %49 = sext i8 %48 to i32
  %50 = sub nsw i32 1, %49
  %51 = icmp slt i32 %47, %50
  br i1 %51, label %52, label %64

52:                                               ; preds = %46
  %53 = load i8*, i8** %4, align 4
  %54 = load i32, i32* %7, align 4
  %55 = getelementptr inbounds i8, i8* %53, i32 %54
  %56 = load i8, i8* %55, align 1
  %57 = load i8*, i8** %6, align 4
  %58 = load i32, i32* %8, align 4
  %59 = add i32 %58, 1
  store i32 %59, i32* %8, align 4
  %60 = getelementptr inbounds i8, i8* %57, i32 %58
  store i8 %56, i8* %60, align 1
  br label %61

61:                                               ; preds = %52
  %62 = load i32, i32* %10, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, i32* %10, align 4
  br label %46, !llvm.loop !15

64:                                               ; preds = %46
  %65 = load i32, i32* %7, align 4
  %66 = add i32 %65, 1
  store i32 %66, i32* %7, align 4
  br label %67

67:                                               ; preds = %64, %24
  br label %11, !llvm.loop !16

68:                                               ; preds = %11
  %69 = load i32, i32* %8, align 4
  ret i32 %69
}

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i32 noundef) #1

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal i32 @lz_encode(i8* noundef %0, i32 noundef %1, i8* noundef %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i32 %1, i32* %5, align 4
  store i8* %2, i8** %6, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %17

17:                                               ; preds = %144, %3
  %18 = load i32, i32* %7, align 4
  %19 = load i32, i32* %5, align 4
  %20 = icmp ult i32 %18, %19
  br i1 %20, label %21, label %145

21:                                               ; preds = %17
  store i32 0, i32* %10, align 4
  store i32 0, i32* %11, align 4
  %22 = load i32, i32* %7, align 4
  %23 = icmp ult i32 %22, 63
  br i1 %23, label %24, label %26

24:                                               ; preds = %21
  %25 = load i32, i32* %7, align 4
  br label %27

26:                                               ; preds = %21
  br label %27

27:                                               ; preds = %26, %24
  %28 = phi i32 [ %25, %24 ], [ 63, %26 ]
  store i32 %28, i32* %12, align 4
  store i32 1, i32* %13, align 4
  br label %29

29:                                               ; preds = %78, %27
  %30 = load i32, i32* %13, align 4
  %31 = load i32, i32* %12, align 4
  %32 = icmp ule i32 %30, %31
  br i1 %32, label %33, label %81

33:                                               ; preds = %29
  store i32 0, i32* %14, align 4
  br label %34

34:                                               ; preds = %63, %33
  %35 = load i32, i32* %7, align 4
  %36 = load i32, i32* %14, align 4
  %37 = add i32 %35, %36
  %38 = load i32, i32* %5, align 4
  %39 = icmp ult i32 %37, %38
  br i1 %39, label %40, label %61

40:                                               ; preds = %34
  %41 = load i32, i32* %14, align 4
  %42 = icmp ult i32 %41, 130
  br i1 %42, label %43, label %61

43:                                               ; preds = %40
  %44 = load i8*, i8** %4, align 4
  %45 = load i32, i32* %7, align 4
  %46 = load i32, i32* %14, align 4
  %47 = add i32 %45, %46
  %48 = getelementptr inbounds i8, i8* %44, i32 %47
  %49 = load i8, i8* %48, align 1
  %50 = zext i8 %49 to i32
  %51 = load i8*, i8** %4, align 4
  %52 = load i32, i32* %7, align 4
  %53 = load i32, i32* %14, align 4
  %54 = add i32 %52, %53
  %55 = load i32, i32* %13, align 4
  %56 = sub i32 %54, %55
  %57 = getelementptr inbounds i8, i8* %51, i32 %56
  %58 = load i8, i8* %57, align 1
  %59 = zext i8 %58 to i32
  %60 = icmp eq i32 %50, %59
  br label %61

61:                                               ; preds = %43, %40, %34
  %62 = phi i1 [ false, %40 ], [ false, %34 ], [ %60, %43 ]
  br i1 %62, label %63, label %66

63:                                               ; preds = %61
  %64 = load i32, i32* %14, align 4
  %65 = add i32 %64, 1
  store i32 %65, i32* %14, align 4
  br label %34, !llvm.loop !17

66:                                               ; preds = %61
  %67 = load i32, i32* %14, align 4
  %68 = load i32, i32* %10, align 4
  %69 = icmp ugt i32 %67, %68
  br i1 %69, label %70, label %77

70:                                               ; preds = %66
  %71 = load i32, i32* %14, align 4
  store i32 %71, i32* %10, align 4
  %72 = load i32, i32* %13, align 4
  store i32 %72, i32* %11, align 4
  %73 = load i32, i32* %14, align 4
  %74 = icmp eq i32 %73, 130
  br i1 %74, label %75, label %76

75:                                               ; preds = %70
  br label %81

76:                                               ; preds = %70
  br label %77

77:                                               ; preds = %76, %66
  br label %78

78:                                               ; preds = %77
  %79 = load i32, i32* %13, align 4
  %80 = add i32 %79, 1
  store i32 %80, i32* %13, align 4
  br label %29, !llvm.loop !18

81:                                               ; preds = %75, %29
  %82 = load i32, i32* %10, align 4
  %83 = icmp uge i32 %82, 3
  br i1 %83, label %84, label %141

84:                                               ; preds = %81
  br label %85

85:                                               ; preds = %99, %84
  %86 = load i32, i32* %9, align 4
  %87 = load i32, i32* %7, align 4
  %88 = icmp ult i32 %86, %87
  br i1 %88, label %89, label %122

89:                                               ; preds = %85
  %90 = load i32, i32* %7, align 4
  %91 = load i32, i32* %9, align 4
  %92 = sub i32 %90, %91
  %93 = icmp ult i32 %92, 128
  br i1 %93, label %94, label %98

94:                                               ; preds = %89
  %95 = load i32, i32* %7, align 4
  %96 = load i32, i32* %9, align 4
  %97 = sub i32 %95, %96
  br label %99

98:                                               ; preds = %89
  br label %99

99:                                               ; preds = %98, %94
  %100 = phi i32 [ %97, %94 ], [ 128, %98 ]
  store i32 %100, i32* %15, align 4
  %101 = load i32, i32* %15, align 4
  %102 = sub i32 %101, 1
  %103 = trunc i32 %102 to i8
  %104 = load i8*, i8** %6, align 4
  %105 = load i32, i32* %8, align 4
  %106 = add i32 %105, 1
  store i32 %106, i32* %8, align 4
  %107 = getelementptr inbounds i8, i8* %104, i32 %105
  store i8 %103, i8* %107, align 1
  %108 = load i8*, i8** %6, align 4
  %109 = load i32, i32* %8, align 4
  %110 = getelementptr inbounds i8, i8* %108, i32 %109
  %111 = load i8*, i8** %4, align 4
  %112 = load i32, i32* %9, align 4
  %113 = getelementptr inbounds i8, i8* %111, i32 %112
  %114 = load i32, i32* %15, align 4
  %115 = call i8* @memcpy(i8* noundef %110, i8* noundef %113, i32 noundef %114) #2
  %116 = load i32, i32* %15, align 4
  %117 = load i32, i32* %8, align 4
  %118 = add i32 %117, %116
  store i32 %118, i32* %8, align 4
  %119 = load i32, i32* %15, align 4
  %120 = load i32, i32* %9, align 4
  %121 = add i32 %120, %119
  store i32 %121, i32* %9, align 4
  br label %85, !llvm.loop !19

122:                                              ; preds = %85
  %123 = load i32, i32* %10, align 4
  %124 = sub i32 %123, 3
  %125 = or i32 128, %124
  %126 = trunc i32 %125 to i8
  %127 = load i8*, i8** %6, align 4
  %128 = load i32, i32* %8, align 4
  %129 = add i32 %128, 1
  store i32 %129, i32* %8, align 4
  %130 = getelementptr inbounds i8, i8* %127, i32 %128
  store i8 %126, i8* %130, align 1
  %131 = load i32, i32* %11, align 4
  %132 = trunc i32 %131 to i8
  %133 = load i8*, i8** %6, align 4
  %134 = load i32, i32* %8, align 4
  %135 = add i32 %134, 1
  store i32 %135, i32* %8, align 4
  %136 = getelementptr inbounds i8, i8* %133, i32 %134
  store i8 %132, i8* %136, align 1
  %137 = load i32, i32* %10, align 4
  %138 = load i32, i32* %7, align 4
  %139 = add i32 %138, %137
  store i32 %139, i32* %7, align 4
  %140 = load i32, i32* %7, align 4
  store i32 %140, i32* %9, align 4
  br label %144

141:                                              ; preds = %81
  %142 = load i32, i32* %7, align 4
  %143 = add i32 %142, 1
  store i32 %143, i32* %7, align 4
  br label %144

144:                                              ; preds = %141, %122
  br label %17, !llvm.loop !20

145:                                              ; preds = %17
  br label %146

146:                                              ; preds = %160, %145
  %147 = load i32, i32* %9, align 4
  %148 = load i32, i32* %5, align 4
  %149 = icmp ult i32 %147, %148
  br i1 %149, label %150, label %183

150:                                              ; preds = %146
  %151 = load i32, i32* %5, align 4
  %152 = load i32, i32* %9, align 4
  %153 = sub i32 %151, %152
  %154 = icmp ult i32 %153, 128
  br i1 %154, label %155, label %159

155:                                              ; preds = %150
  %156 = load i32, i32* %5, align 4
  %157 = load i32, i32* %9, align 4
  %158 = sub i32 %156, %157
  br label %160

159:                                              ; preds = %150
  br label %160

160:                                              ; preds = %159, %155
  %161 = phi i32 [ %158, %155 ], [ 128, %159 ]
  store i32 %161, i32* %16, align 4
  %162 = load i32, i32* %16, align 4
  %163 = sub i32 %162, 1
  %164 = trunc i32 %163 to i8
  %165 = load i8*, i8** %6, align 4
  %166 = load i32, i32* %8, align 4
  %167 = add i32 %166, 1
  store i32 %167, i32* %8, align 4
  %168 = getelementptr inbounds i8, i8* %165, i32 %166
  store i8 %164, i8* %168, align 1
  %169 = load i8*, i8** %6, align 4
  %170 = load i32, i32* %8, align 4
  %171 = getelementptr inbounds i8, i8* %169, i32 %170
  %172 = load i8*, i8** %4, align 4
  %173 = load i32, i32* %9, align 4
  %174 = getelementptr inbounds i8, i8* %172, i32 %173
  %175 = load i32, i32* %16, align 4
  %176 = call i8* @memcpy(i8* noundef %171, i8* noundef %174, i32 noundef %175) #2
  %177 = load i32, i32* %16, align 4
  %178 = load i32, i32* %8, align 4
  %179 = add i32 %178, %177
  store i32 %179, i32* %8, align 4
  %180 = load i32, i32* %16, align 4
  %181 = load i32, i32* %9, align 4
  %182 = add i32 %181, %180
  store i32 %182, i32* %9, align 4
  br label %146, !llvm.loop !21

183:                                              ; preds = %146
  %184 = load i32, i32* %8, align 4
  ret i32 %184
}

; Function Attrs: noinline nounwind optnone
define internal i32 @lz_decode(i8* noundef %0, i32 noundef %1, i8* noundef %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8, align 1
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i32 %1, i32* %5, align 4
  store i8* %2, i8** %6, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %13

13:                                               ; preds = %78, %3
  %14 = load i32, i32* %7, align 4
  %15 = load i32, i32* %5, align 4
  %16 = icmp ult i32 %14, %15
  br i1 %16, label %17, label %79

17:                                               ; preds = %13
  %18 = load i8*, i8** %4, align 4
  %19 = load i32, i32* %7, align 4
  %20 = add i32 %19, 1
  store i32 %20, i32* %7, align 4
  %21 = getelementptr inbounds i8, i8* %18, i32 %19
  %22 = load i8, i8* %21, align 1
  store i8 %22, i8* %9, align 1
  %23 = load i8, i8* %9, align 1
  %24 = zext i8 %23 to i32
  %25 = icmp ult i32 %24, 128
  br i1 %25, label %26, label %47

26:                                               ; preds = %17
  %27 = load i8*, i8** %6, align 4
  %28 = load i32, i32* %8, align 4
  %29 = getelementptr inbounds i8, i8* %27, i32 %28
  %30 = load i8*, i8** %4, align 4
  %31 = load i32, i32* %7, align 4
  %32 = getelementptr inbounds i8, i8* %30, i32 %31
  %33 = load i8, i8* %9, align 1
  %34 = zext i8 %33 to i32
  %35 = add i32 %34, 1
  %36 = call i8* @memmove(i8* noundef %29, i8* noundef %32, i32 noundef %35) #2
  %37 = load i8, i8* %9, align 1
  %38 = zext i8 %37 to i32
  %39 = add i32 %38, 1
  %40 = load i32, i32* %8, align 4
  %41 = add i32 %40, %39
  store i32 %41, i32* %8, align 4
  %42 = load i8, i8* %9, align 1
  %43 = zext i8 %42 to i32
  %44 = add i32 %43, 1
  %45 = load i32, i32* %7, align 4
  %46 = add i32 %45, %44
  store i32 %46, i32* %7, align 4
  br label %78

47:                                               ; preds = %17
  %48 = load i8, i8* %9, align 1
  %49 = zext i8 %48 to i32
  %50 = and i32 %49, 127
  %51 = add i32 %50, 3
  store i32 %51, i32* %10, align 4
  %52 = load i8*, i8** %4, align 4
  %53 = load i32, i32* %7, align 4
  %54 = add i32 %53, 1
  store i32 %54, i32* %7, align 4
  %55 = getelementptr inbounds i8, i8* %52, i32 %53
  %56 = load i8, i8* %55, align 1
  %57 = zext i8 %56 to i32
  store i32 %57, i32* %11, align 4
  store i32 0, i32* %12, align 4
  br label %58

58:                                               ; preds = %72, %47
  %59 = load i32, i32* %12, align 4
  %60 = load i32, i32* %10, align 4
  %61 = icmp ult i32 %59, %60
  br i1 %61, label %62, label %77

62:                                               ; preds = %58
  %63 = load i8*, i8** %6, align 4
  %64 = load i32, i32* %8, align 4
  %65 = load i32, i32* %11, align 4
  %66 = sub i32 %64, %65
  %67 = getelementptr inbounds i8, i8* %63, i32 %66
  %68 = load i8, i8* %67, align 1
  %69 = load i8*, i8** %6, align 4
  %70 = load i32, i32* %8, align 4
  %71 = getelementptr inbounds i8, i8* %69, i32 %70
  store i8 %68, i8* %71, align 1
  br label %72

72:                                               ; preds = %62
  %73 = load i32, i32* %12, align 4
  %74 = add i32 %73, 1
  store i32 %74, i32* %12, align 4
  %75 = load i32, i32* %8, align 4
  %76 = add i32 %75, 1
  store i32 %76, i32* %8, align 4
  br label %58, !llvm.loop !22

77:                                               ; preds = %58
  br label %78

78:                                               ; preds = %77, %26
  br label %13, !llvm.loop !23

79:                                               ; preds = %13
  %80 = load i32, i32* %8, align 4
  ret i32 %80
}

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef) #1

declare dso_local i8* @memmove(i8* noundef, i8* noundef, i32 noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
!17 = distinct !{!17, !8}
!18 = distinct !{!18, !8}
!19 = distinct !{!19, !8}
!20 = distinct !{!20, !8}
!21 = distinct !{!21, !8}
!22 = distinct !{!22, !8}
!23 = distinct !{!23, !8}
