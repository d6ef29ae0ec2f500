; ModuleID = 'base64.c'
source_filename = "base64.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@rev = internal global [256 x i8] zeroinitializer, align 1
@alphabet = internal constant [65 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\00", align 1
@main.samples = internal global [8 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0)], align 4
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"fo\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"foo\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"foob\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"fooba\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"Tessera\00", align 1
@main.expect = internal global [8 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.14, i32 0, i32 0)], align 4
@.str.8 = private unnamed_addr constant [5 x i8] c"Zg==\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"Zm8=\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"Zm9v\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"Zm9vYg==\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"Zm9vYmE=\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"Zm9vYmFy\00", align 1
@.str.14 = private unnamed_addr constant [13 x i8] c"VGVzc2VyYQ==\00", align 1
@text = internal global [200 x i8] zeroinitializer, align 1
@bytes = internal global [150 x i8] zeroinitializer, align 1
@back = internal global [150 x i8] zeroinitializer, align 1
@main.bad = internal global [5 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.17, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0)], align 4
@.str.15 = private unnamed_addr constant [4 x i8] c"Zg=\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"Z===\00", align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"Zm9v!A==\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"=Zm9\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"Zg==Zg==\00", align 1

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
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  br label %14

14:                                               ; preds = %20, %0
  %15 = load i32, i32* %1, align 4
  %16 = icmp slt i32 %15, 256
  br i1 %16, label %17, label %23

17:                                               ; preds = %14
  %18 = load i32, i32* %1, align 4
  %19 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %18
  store i8 -1, i8* %19, align 1
  br label %20

20:                                               ; preds = %17
  %21 = load i32, i32* %1, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, i32* %1, align 4
  br label %14, !llvm.loop !3

23:                                               ; preds = %14
  store i32 0, i32* %2, align 4
  br label %24

24:                                               ; preds = %35, %23
  %25 = load i32, i32* %2, align 4
  %26 = icmp slt i32 %25, 64
  br i1 %26, label %27, label %38

27:                                               ; preds = %24
  %28 = load i32, i32* %2, align 4
  %29 = trunc i32 %28 to i8
  %30 = load i32, i32* %2, align 4
  %31 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %30
  %32 = load i8, i8* %31, align 1
  %33 = zext i8 %32 to i32
  %34 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %33
  store i8 %29, i8* %34, align 1
  br label %35

35:                                               ; preds = %27
  %36 = load i32, i32* %2, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, i32* %2, align 4
  br label %24, !llvm.loop !5

38:                                               ; preds = %24
  store i32 -2128831035, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %39

39:                                               ; preds = %81, %38
  %40 = load i32, i32* %4, align 4
  %41 = icmp ult i32 %40, 8
  br i1 %41, label %42, label %84

42:                                               ; preds = %39
  %43 = load i32, i32* %4, align 4
  %44 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.samples, i32 0, i32 %43
  %45 = load i8*, i8** %44, align 4
  %46 = load i32, i32* %4, align 4
  %47 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.samples, i32 0, i32 %46
  %48 = load i8*, i8** %47, align 4
  %49 = call i32 @strlen(i8* noundef %48) #2
  %50 = call i32 @encode(i8* noundef %45, i32 noundef %49, i8* noundef getelementptr inbounds ([200 x i8], [200 x i8]* @text, i32 0, i32 0)) #2
  store i32 %50, i32* %5, align 4
  %51 = load i32, i32* %5, align 4
  %52 = load i32, i32* %4, align 4
  %53 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.expect, i32 0, i32 %52
  %54 = load i8*, i8** %53, align 4
  %55 = call i32 @strlen(i8* noundef %54) #2
  %56 = icmp ne i32 %51, %55
  br i1 %56, label %64, label %57

57:                                               ; preds = %42
  %58 = load i32, i32* %4, align 4
  %59 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.expect, i32 0, i32 %58
  %60 = load i8*, i8** %59, align 4
  %61 = load i32, i32* %5, align 4
  %62 = call i32 @memcmp(i8* noundef getelementptr inbounds ([200 x i8], [200 x i8]* @text, i32 0, i32 0), i8* noundef %60, i32 noundef %61) #2
  %63 = icmp ne i32 %62, 0
  br i1 %63, label %64, label %65

64:                                               ; preds = %57, %42
  call void @abort() #2
  br label %65

65:                                               ; preds = %64, %57
  store i32 0, i32* %6, align 4
  br label %66

66:                                               ; preds = %76, %65
  %67 = load i32, i32* %6, align 4
  %68 = load i32, i32* %5, align 4
  %69 = icmp ult i32 %67, %68
  br i1 %69, label %70, label %79

70:                                               ; preds = %66
  %71 = load i32, i32* %6, align 4
  %72 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %71
  %73 = load i8, i8* %72, align 1
  %74 = sext i8 %73 to i32
  %75 = call i32 @putchar(i32 noundef %74) #2
  br label %76

76:                                               ; preds = %70
  %77 = load i32, i32* %6, align 4
  %78 = add i32 %77, 1
  store i32 %78, i32* %6, align 4
  br label %66, !llvm.loop !6

79:                                               ; preds = %66
  %80 = call i32 @putchar(i32 noundef 10) #2
  br label %81

81:                                               ; preds = %79
  %82 = load i32, i32* %4, align 4
  %83 = add i32 %82, 1
  store i32 %83, i32* %4, align 4
  br label %39, !llvm.loop !7

84:                                               ; preds = %39
  store i32 3, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %85

85:                                               ; preds = %138, %84
  %86 = load i32, i32* %8, align 4
  %87 = icmp ult i32 %86, 150
  br i1 %87, label %88, label %141

88:                                               ; preds = %85
  store i32 0, i32* %9, align 4
  br label %89

89:                                               ; preds = %102, %88
  %90 = load i32, i32* %9, align 4
  %91 = load i32, i32* %8, align 4
  %92 = icmp ult i32 %90, %91
  br i1 %92, label %93, label %105

93:                                               ; preds = %89
  %94 = load i32, i32* %7, align 4
  %95 = mul i32 %94, 1664525
  %96 = add i32 %95, 1013904223
  store i32 %96, i32* %7, align 4
  %97 = load i32, i32* %7, align 4
  %98 = lshr i32 %97, 24
  %99 = trunc i32 %98 to i8
  %100 = load i32, i32* %9, align 4
  %101 = getelementptr inbounds [150 x i8], [150 x i8]* @bytes, i32 0, i32 %100
  store i8 %99, i8* %101, align 1
  br label %102

102:                                              ; preds = %93
  %103 = load i32, i32* %9, align 4
  %104 = add i32 %103, 1
  store i32 %104, i32* %9, align 4
  br label %89, !llvm.loop !8

105:                                              ; preds = %89
  %106 = load i32, i32* %8, align 4
  %107 = call i32 @encode(i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @bytes, i32 0, i32 0), i32 noundef %106, i8* noundef getelementptr inbounds ([200 x i8], [200 x i8]* @text, i32 0, i32 0)) #2
  store i32 %107, i32* %10, align 4
  %108 = call i32 @decode(i8* noundef getelementptr inbounds ([200 x i8], [200 x i8]* @text, i32 0, i32 0), i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @back, i32 0, i32 0)) #2
  store i32 %108, i32* %11, align 4
  %109 = load i32, i32* %11, align 4
  %110 = load i32, i32* %8, align 4
  %111 = icmp ne i32 %109, %110
  br i1 %111, label %116, label %112

112:                                              ; preds = %105
  %113 = load i32, i32* %8, align 4
  %114 = call i32 @memcmp(i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @bytes, i32 0, i32 0), i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @back, i32 0, i32 0), i32 noundef %113) #2
  %115 = icmp ne i32 %114, 0
  br i1 %115, label %116, label %117

116:                                              ; preds = %112, %105
  call void @abort() #2
  br label %117

117:                                              ; preds = %116, %112
  store i32 0, i32* %12, align 4
  br label %118

118:                                              ; preds = %130, %117
  %119 = load i32, i32* %12, align 4
  %120 = load i32, i32* %10, align 4
  %121 = icmp ult i32 %119, %120
  br i1 %121, label %122, label %133

122:                                              ; preds = %118
  %123 = load i32, i32* %3, align 4
  %124 = load i32, i32* %12, align 4
  %125 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %124
  %126 = load i8, i8* %125, align 1
  %127 = zext i8 %126 to i32
  %128 = xor i32 %123, %127
  %129 = mul i32 %128, 16777619
  store i32 %129, i32* %3, align 4
  br label %130

130:                                              ; preds = %122
  %131 = load i32, i32* %12, align 4
  %132 = add i32 %131, 5
  store i32 %132, i32* %12, align 4
  br label %118, !llvm.loop !9

133:                                              ; preds = %118
  %134 = load i32, i32* %3, align 4
  %135 = load i32, i32* %10, align 4
  %136 = xor i32 %134, %135
  %137 = mul i32 %136, 16777619
  store i32 %137, i32* %3, align 4
  br label %138

138:                                              ; preds = %133
  %139 = load i32, i32* %8, align 4
  %140 = add i32 %139, 7
  store i32 %140, i32* %8, align 4
  br label %85, !llvm.loop !10

141:                                              ; preds = %85
  store i32 0, i32* %13, align 4
  br label %142

142:                                              ; preds = %153, %141
  %143 = load i32, i32* %13, align 4
  %144 = icmp ult i32 %143, 5
  br i1 %144, label %145, label %156

145:                                              ; preds = %142
  %146 = load i32, i32* %3, align 4
  %147 = load i32, i32* %13, align 4
  %148 = getelementptr inbounds [5 x i8*], [5 x i8*]* @main.bad, i32 0, i32 %147
  %149 = load i8*, i8** %148, align 4
  %150 = call i32 @decode(i8* noundef %149, i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @back, i32 0, i32 0)) #2
  %151 = xor i32 %146, %150
  %152 = mul i32 %151, 16777619
  store i32 %152, i32* %3, align 4
  br label %153

153:                                              ; preds = %145
  %154 = load i32, i32* %13, align 4
  %155 = add i32 %154, 1
  store i32 %155, i32* %13, align 4
  br label %142, !llvm.loop !11

156:                                              ; preds = %142
  %157 = load i32, i32* %3, align 4
  %158 = and i32 %157, 2147483647
  ret i32 %158
}

; Function Attrs: noinline nounwind optnone
define internal i32 @encode(i8* noundef %0, i32 noundef %1, i8* noundef %2) #0 {
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i32 %1, i32* %5, align 4
  store i8* %2, i8** %6, align 4
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %12

12:                                               ; preds = %74, %3
  %13 = load i32, i32* %8, align 4
  %14 = add i32 %13, 3
  %15 = load i32, i32* %5, align 4
  %16 = icmp ule i32 %14, %15
  br i1 %16, label %17, label %77

17:                                               ; preds = %12
  %18 = load i8*, i8** %4, align 4
  %19 = load i32, i32* %8, align 4
  %20 = getelementptr inbounds i8, i8* %18, i32 %19
  %21 = load i8, i8* %20, align 1
  %22 = zext i8 %21 to i32
  %23 = shl i32 %22, 16
  %24 = load i8*, i8** %4, align 4
  %25 = load i32, i32* %8, align 4
  %26 = add i32 %25, 1
  %27 = getelementptr inbounds i8, i8* %24, i32 %26
  %28 = load i8, i8* %27, align 1
  %29 = zext i8 %28 to i32
  %30 = shl i32 %29, 8
  %31 = or i32 %23, %30
  %32 = load i8*, i8** %4, align 4
  %33 = load i32, i32* %8, align 4
  %34 = add i32 %33, 2
  %35 = getelementptr inbounds i8, i8* %32, i32 %34
  %36 = load i8, i8* %35, align 1
  %37 = zext i8 %36 to i32
  %38 = or i32 %31, %37
  store i32 %38, i32* %9, align 4
  %39 = load i32, i32* %9, align 4
  %40 = lshr i32 %39, 18
  %41 = and i32 %40, 63
  %42 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %41
  %43 = load i8, i8* %42, align 1
  %44 = load i8*, i8** %6, align 4
  %45 = load i32, i32* %7, align 4
  %46 = add i32 %45, 1
  store i32 %46, i32* %7, align 4
  %47 = getelementptr inbounds i8, i8* %44, i32 %45
  store i8 %43, i8* %47, align 1
  %48 = load i32, i32* %9, align 4
  %49 = lshr i32 %48, 12
  %50 = and i32 %49, 63
  %51 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %50
  %52 = load i8, i8* %51, align 1
  %53 = load i8*, i8** %6, align 4
  %54 = load i32, i32* %7, align 4
  %55 = add i32 %54, 1
  store i32 %55, i32* %7, align 4
  %56 = getelementptr inbounds i8, i8* %53, i32 %54
  store i8 %52, i8* %56, align 1
  %57 = load i32, i32* %9, align 4
  %58 = lshr i32 %57, 6
  %59 = and i32 %58, 63
  %60 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %59
  %61 = load i8, i8* %60, align 1
  %62 = load i8*, i8** %6, align 4
  %63 = load i32, i32* %7, align 4
  %64 = add i32 %63, 1
  store i32 %64, i32* %7, align 4
  %65 = getelementptr inbounds i8, i8* %62, i32 %63
  store i8 %61, i8* %65, align 1
  %66 = load i32, i32* %9, align 4
  %67 = and i32 %66, 63
  %68 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %67
  %69 = load i8, i8* %68, align 1
  %70 = load i8*, i8** %6, align 4
  %71 = load i32, i32* %7, align 4
  %72 = add i32 %71, 1
  store i32 %72, i32* %7, align 4
  %73 = getelementptr inbounds i8, i8* %70, i32 %71
  store i8 %69, i8* %73, align 1
  br label %74

74:                                               ; preds = %17
  %75 = load i32, i32* %8, align 4
  %76 = add i32 %75, 3
  store i32 %76, i32* %8, align 4
  br label %12, !llvm.loop !12

77:                                               ; preds = %12
  %78 = load i32, i32* %5, align 4
  %79 = load i32, i32* %8, align 4
  %80 = sub i32 %78, %79
  %81 = icmp eq i32 %80, 1
  br i1 %81, label %82, label %115

82:                                               ; preds = %77
  %83 = load i8*, i8** %4, align 4
  %84 = load i32, i32* %8, align 4
  %85 = getelementptr inbounds i8, i8* %83, i32 %84
  %86 = load i8, i8* %85, align 1
  %87 = zext i8 %86 to i32
  %88 = shl i32 %87, 16
  store i32 %88, i32* %10, align 4
  %89 = load i32, i32* %10, align 4
  %90 = lshr i32 %89, 18
  %91 = and i32 %90, 63
  %92 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %91
  %93 = load i8, i8* %92, align 1
  %94 = load i8*, i8** %6, align 4
  %95 = load i32, i32* %7, align 4
  %96 = add i32 %95, 1
  store i32 %96, i32* %7, align 4
  %97 = getelementptr inbounds i8, i8* %94, i32 %95
  store i8 %93, i8* %97, align 1
  %98 = load i32, i32* %10, align 4
  %99 = lshr i32 %98, 12
  %100 = and i32 %99, 63
  %101 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %100
  %102 = load i8, i8* %101, align 1
  %103 = load i8*, i8** %6, align 4
  %104 = load i32, i32* %7, align 4
  %105 = add i32 %104, 1
  store i32 %105, i32* %7, align 4
  %106 = getelementptr inbounds i8, i8* %103, i32 %104
  store i8 %102, i8* %106, align 1
  %107 = load i8*, i8** %6, align 4
  %108 = load i32, i32* %7, align 4
  %109 = add i32 %108, 1
  store i32 %109, i32* %7, align 4
  %110 = getelementptr inbounds i8, i8* %107, i32 %108
  store i8 61, i8* %110, align 1
  %111 = load i8*, i8** %6, align 4
  %112 = load i32, i32* %7, align 4
  %113 = add i32 %112, 1
  store i32 %113, i32* %7, align 4
  %114 = getelementptr inbounds i8, i8* %111, i32 %112
  store i8 61, i8* %114, align 1
  br label %167

115:                                              ; preds = %77
  %116 = load i32, i32* %5, align 4
  %117 = load i32, i32* %8, align 4
  %118 = sub i32 %116, %117
  %119 = icmp eq i32 %118, 2
  br i1 %119, label %120, label %166

120:                                              ; preds = %115
  %121 = load i8*, i8** %4, align 4
  %122 = load i32, i32* %8, align 4
  %123 = getelementptr inbounds i8, i8* %121, i32 %122
  %124 = load i8, i8* %123, align 1
  %125 = zext i8 %124 to i32
  %126 = shl i32 %125, 16
  %127 = load i8*, i8** %4, align 4
  %128 = load i32, i32* %8, align 4
  %129 = add i32 %128, 1
  %130 = getelementptr inbounds i8, i8* %127, i32 %129
  %131 = load i8, i8* %130, align 1
  %132 = zext i8 %131 to i32
  %133 = shl i32 %132, 8
  %134 = or i32 %126, %133
  store i32 %134, i32* %11, align 4
  %135 = load i32, i32* %11, align 4
  %136 = lshr i32 %135, 18
  %137 = and i32 %136, 63
  %138 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %137
  %139 = load i8, i8* %138, align 1
  %140 = load i8*, i8** %6, align 4
  %141 = load i32, i32* %7, align 4
  %142 = add i32 %141, 1
  store i32 %142, i32* %7, align 4
  %143 = getelementptr inbounds i8, i8* %140, i32 %141
  store i8 %139, i8* %143, align 1
  %144 = load i32, i32* %11, align 4
  %145 = lshr i32 %144, 12
  %146 = and i32 %145, 63
  %147 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %146
  %148 = load i8, i8* %147, align 1
  %149 = load i8*, i8** %6, align 4
  %150 = load i32, i32* %7, align 4
  %151 = add i32 %150, 1
  store i32 %151, i32* %7, align 4
  %152 = getelementptr inbounds i8, i8* %149, i32 %150
  store i8 %148, i8* %152, align 1
  %153 = load i32, i32* %11, align 4
  %154 = lshr i32 %153, 6
  %155 = and i32 %154, 63
  %156 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %155
  %157 = load i8, i8* %156, align 1
  %158 = load i8*, i8** %6, align 4
  %159 = load i32, i32* %7, align 4
  %160 = add i32 %159, 1
  store i32 %160, i32* %7, align 4
  %161 = getelementptr inbounds i8, i8* %158, i32 %159
  store i8 %157, i8* %161, align 1
  %162 = load i8*, i8** %6, align 4
  %163 = load i32, i32* %7, align 4
  %164 = add i32 %163, 1
  store i32 %164, i32* %7, align 4
  %165 = getelementptr inbounds i8, i8* %162, i32 %163
  store i8 61, i8* %165, align 1
  br label %166

166:                                              ; preds = %120, %115
  br label %167

167:                                              ; preds = %166, %82
  %168 = load i8*, i8** %6, align 4
  %169 = load i32, i32* %7, align 4
  %170 = getelementptr inbounds i8, i8* %168, i32 %169
  store i8 0, i8* %170, align 1
  %171 = load i32, i32* %7, align 4
  ret i32 %171
}

declare dso_local i32 @strlen(i8* noundef) #1

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i32 noundef) #1

declare dso_local void @abort() #1

declare dso_local i32 @putchar(i32 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal i32 @decode(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i32, align 4
  store i8* %0, i8** %4, align 4
  store i8* %1, i8** %5, align 4
  %14 = load i8*, i8** %4, align 4
  %15 = call i32 @strlen(i8* noundef %14) #2
  store i32 %15, i32* %6, align 4
  %16 = load i32, i32* %6, align 4
  %17 = urem i32 %16, 4
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %19, label %20

19:                                               ; preds = %2
  store i32 -1, i32* %3, align 4
  br label %106

20:                                               ; preds = %2
  store i32 0, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %21

21:                                               ; preds = %101, %20
  %22 = load i32, i32* %8, align 4
  %23 = load i32, i32* %6, align 4
  %24 = icmp ult i32 %22, %23
  br i1 %24, label %25, label %104

25:                                               ; preds = %21
  store i32 0, i32* %9, align 4
  store i32 0, i32* %10, align 4
  store i32 0, i32* %11, align 4
  br label %26

26:                                               ; preds = %69, %25
  %27 = load i32, i32* %11, align 4
  %28 = icmp slt i32 %27, 4
  br i1 %28, label %29, label %72

29:                                               ; preds = %26
  %30 = load i8*, i8** %4, align 4
  %31 = load i32, i32* %8, align 4
  %32 = load i32, i32* %11, align 4
  %33 = add i32 %31, %32
  %34 = getelementptr inbounds i8, i8* %30, i32 %33
  %35 = load i8, i8* %34, align 1
  store i8 %35, i8* %12, align 1
  %36 = load i8, i8* %12, align 1
  %37 = zext i8 %36 to i32
  %38 = icmp eq i32 %37, 61
  br i1 %38, label %39, label %50

39:                                               ; preds = %29
  %40 = load i32, i32* %8, align 4
  %41 = add i32 %40, 4
  %42 = load i32, i32* %6, align 4
  %43 = icmp eq i32 %41, %42
  br i1 %43, label %44, label %50

44:                                               ; preds = %39
  %45 = load i32, i32* %11, align 4
  %46 = icmp sge i32 %45, 2
  br i1 %46, label %47, label %50

47:                                               ; preds = %44
  %48 = load i32, i32* %9, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, i32* %9, align 4
  store i32 0, i32* %13, align 4
  br label %64

50:                                               ; preds = %44, %39, %29
  %51 = load i32, i32* %9, align 4
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %53, label %54

53:                                               ; preds = %50
  store i32 -1, i32* %3, align 4
  br label %106

54:                                               ; preds = %50
  %55 = load i8, i8* %12, align 1
  %56 = zext i8 %55 to i32
  %57 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %56
  %58 = load i8, i8* %57, align 1
  %59 = sext i8 %58 to i32
  store i32 %59, i32* %13, align 4
  %60 = load i32, i32* %13, align 4
  %61 = icmp slt i32 %60, 0
  br i1 %61, label %62, label %63

62:                                               ; preds = %54
  store i32 -1, i32* %3, align 4
  br label %106

63:                                               ; preds = %54
  br label %64

64:                                               ; preds = %63, %47
  %65 = load i32, i32* %10, align 4
  %66 = shl i32 %65, 6
  %67 = load i32, i32* %13, align 4
  %68 = or i32 %66, %67
  store i32 %68, i32* %10, align 4
  br label %69

69:                                               ; preds = %64
  %70 = load i32, i32* %11, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, i32* %11, align 4
  br label %26, !llvm.loop !13

72:                                               ; preds = %26
  %73 = load i32, i32* %10, align 4
  %74 = lshr i32 %73, 16
  %75 = trunc i32 %74 to i8
  %76 = load i8*, i8** %5, align 4
  %77 = load i32, i32* %7, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, i32* %7, align 4
  %79 = getelementptr inbounds i8, i8* %76, i32 %77
  store i8 %75, i8* %79, align 1
  %80 = load i32, i32* %9, align 4
  %81 = icmp slt i32 %80, 2
  br i1 %81, label %82, label %90

82:                                               ; preds = %72
  %83 = load i32, i32* %10, align 4
  %84 = lshr i32 %83, 8
  %85 = trunc i32 %84 to i8
  %86 = load i8*, i8** %5, align 4
  %87 = load i32, i32* %7, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, i32* %7, align 4
  %89 = getelementptr inbounds i8, i8* %86, i32 %87
  store i8 %85, i8* %89, align 1
  br label %90

90:                                               ; preds = %82, %72
  %91 = load i32, i32* %9, align 4
  %92 = icmp slt i32 %91, 1
  br i1 %92, label %93, label %100

93:                                               ; preds = %90
  %94 = load i32, i32* %10, align 4
  %95 = trunc i32 %94 to i8
  %96 = load i8*, i8** %5, align 4
  %97 = load i32, i32* %7, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, i32* %7, align 4
  %99 = getelementptr inbounds i8, i8* %96, i32 %97
  store i8 %95, i8* %99, align 1
  br label %100

100:                                              ; preds = %93, %90
  br label %101

101:                                              ; preds = %100
  %102 = load i32, i32* %8, align 4
  %103 = add i32 %102, 4
  store i32 %103, i32* %8, align 4
  br label %21, !llvm.loop !14

104:                                              ; preds = %21
  %105 = load i32, i32* %7, align 4
  store i32 %105, i32* %3, align 4
  br label %106

106:                                              ; preds = %104, %62, %53, %19
  %107 = load i32, i32* %3, align 4
  ret i32 %107
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
!9 = distinct !{!9, !4}
!10 = distinct !{!10, !4}
!11 = distinct !{!11, !4}
!12 = distinct !{!12, !4}
!13 = distinct !{!13, !4}
!14 = distinct !{!14, !4}
