; ModuleID = 'base64.c'
source_filename = "base64.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@rev = internal unnamed_addr global [256 x i8] zeroinitializer, align 1
@alphabet = internal unnamed_addr constant [65 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\00", align 1
@main.samples = internal unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0)], align 4
@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"fo\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"foo\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"foob\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"fooba\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"Tessera\00", align 1
@main.expect = internal unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.14, i32 0, i32 0)], align 4
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
@.str.15 = private unnamed_addr constant [4 x i8] c"Zg=\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"Z===\00", align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"Zm9v!A==\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"=Zm9\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"Zg==Zg==\00", align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %66, %1 ]
  %3 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %2
  store i8 -1, i8* %3, align 1, !tbaa !7
  %4 = or i32 %2, 1
  %5 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %4
  store i8 -1, i8* %5, align 1, !tbaa !7
  %6 = or i32 %2, 2
  %7 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %6
  store i8 -1, i8* %7, align 1, !tbaa !7
  %8 = or i32 %2, 3
  %9 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %8
  store i8 -1, i8* %9, align 1, !tbaa !7
  %10 = or i32 %2, 4
  %11 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %10
  store i8 -1, i8* %11, align 1, !tbaa !7
  %12 = or i32 %2, 5
  %13 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %12
  store i8 -1, i8* %13, align 1, !tbaa !7
  %14 = or i32 %2, 6
  %15 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %14
  store i8 -1, i8* %15, align 1, !tbaa !7
  %16 = or i32 %2, 7
  %17 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %16
  store i8 -1, i8* %17, align 1, !tbaa !7
  %18 = or i32 %2, 8
  %19 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %18
  store i8 -1, i8* %19, align 1, !tbaa !7
  %20 = or i32 %2, 9
  %21 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %20
  store i8 -1, i8* %21, align 1, !tbaa !7
  %22 = or i32 %2, 10
  %23 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %22
  store i8 -1, i8* %23, align 1, !tbaa !7
  %24 = or i32 %2, 11
  %25 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %24
  store i8 -1, i8* %25, align 1, !tbaa !7
  %26 = or i32 %2, 12
  %27 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %26
  store i8 -1, i8* %27, align 1, !tbaa !7
  %28 = or i32 %2, 13
  %29 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %28
  store i8 -1, i8* %29, align 1, !tbaa !7
  %30 = or i32 %2, 14
  %31 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %30
  store i8 -1, i8* %31, align 1, !tbaa !7
  %32 = or i32 %2, 15
  %33 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %32
  store i8 -1, i8* %33, align 1, !tbaa !7
  %34 = or i32 %2, 16
  %35 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %34
  store i8 -1, i8* %35, align 1, !tbaa !7
  %36 = or i32 %2, 17
  %37 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %36
  store i8 -1, i8* %37, align 1, !tbaa !7
  %38 = or i32 %2, 18
  %39 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %38
  store i8 -1, i8* %39, align 1, !tbaa !7
  %40 = or i32 %2, 19
  %41 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %40
  store i8 -1, i8* %41, align 1, !tbaa !7
  %42 = or i32 %2, 20
  %43 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %42
  store i8 -1, i8* %43, align 1, !tbaa !7
  %44 = or i32 %2, 21
  %45 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %44
  store i8 -1, i8* %45, align 1, !tbaa !7
  %46 = or i32 %2, 22
  %47 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %46
  store i8 -1, i8* %47, align 1, !tbaa !7
  %48 = or i32 %2, 23
  %49 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %48
  store i8 -1, i8* %49, align 1, !tbaa !7
  %50 = or i32 %2, 24
  %51 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %50
  store i8 -1, i8* %51, align 1, !tbaa !7
  %52 = or i32 %2, 25
  %53 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %52
  store i8 -1, i8* %53, align 1, !tbaa !7
  %54 = or i32 %2, 26
  %55 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %54
  store i8 -1, i8* %55, align 1, !tbaa !7
  %56 = or i32 %2, 27
  %57 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %56
  store i8 -1, i8* %57, align 1, !tbaa !7
  %58 = or i32 %2, 28
  %59 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %58
  store i8 -1, i8* %59, align 1, !tbaa !7
  %60 = or i32 %2, 29
  %61 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %60
  store i8 -1, i8* %61, align 1, !tbaa !7
  %62 = or i32 %2, 30
  %63 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %62
  store i8 -1, i8* %63, align 1, !tbaa !7
  %64 = or i32 %2, 31
  %65 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %64
  store i8 -1, i8* %65, align 1, !tbaa !7
  %66 = add nuw nsw i32 %2, 32
  %67 = icmp eq i32 %66, 256
  br i1 %67, label %68, label %1, !llvm.loop !10

68:                                               ; preds = %1, %68
  %69 = phi i32 [ %165, %68 ], [ 0, %1 ]
  %70 = trunc i32 %69 to i8
  %71 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %69
  %72 = load i8, i8* %71, align 1, !tbaa !7
  %73 = zext i8 %72 to i32
  %74 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %73
  store i8 %70, i8* %74, align 1, !tbaa !7
  %75 = or i32 %69, 1
  %76 = trunc i32 %75 to i8
  %77 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %75
  %78 = load i8, i8* %77, align 1, !tbaa !7
  %79 = zext i8 %78 to i32
  %80 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %79
  store i8 %76, i8* %80, align 1, !tbaa !7
  %81 = or i32 %69, 2
  %82 = trunc i32 %81 to i8
  %83 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %81
  %84 = load i8, i8* %83, align 1, !tbaa !7
  %85 = zext i8 %84 to i32
  %86 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %85
  store i8 %82, i8* %86, align 1, !tbaa !7
  %87 = or i32 %69, 3
  %88 = trunc i32 %87 to i8
  %89 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %87
  %90 = load i8, i8* %89, align 1, !tbaa !7
  %91 = zext i8 %90 to i32
  %92 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %91
  store i8 %88, i8* %92, align 1, !tbaa !7
  %93 = or i32 %69, 4
  %94 = trunc i32 %93 to i8
  %95 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %93
  %96 = load i8, i8* %95, align 1, !tbaa !7
  %97 = zext i8 %96 to i32
  %98 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %97
  store i8 %94, i8* %98, align 1, !tbaa !7
  %99 = or i32 %69, 5
  %100 = trunc i32 %99 to i8
  %101 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %99
  %102 = load i8, i8* %101, align 1, !tbaa !7
  %103 = zext i8 %102 to i32
  %104 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %103
  store i8 %100, i8* %104, align 1, !tbaa !7
  %105 = or i32 %69, 6
  %106 = trunc i32 %105 to i8
  %107 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %105
  %108 = load i8, i8* %107, align 1, !tbaa !7
  %109 = zext i8 %108 to i32
  %110 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %109
  store i8 %106, i8* %110, align 1, !tbaa !7
  %111 = or i32 %69, 7
  %112 = trunc i32 %111 to i8
  %113 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %111
  %114 = load i8, i8* %113, align 1, !tbaa !7
  %115 = zext i8 %114 to i32
  %116 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %115
  store i8 %112, i8* %116, align 1, !tbaa !7
  %117 = or i32 %69, 8
  %118 = trunc i32 %117 to i8
  %119 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %117
  %120 = load i8, i8* %119, align 1, !tbaa !7
  %121 = zext i8 %120 to i32
  %122 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %121
  store i8 %118, i8* %122, align 1, !tbaa !7
  %123 = or i32 %69, 9
  %124 = trunc i32 %123 to i8
  %125 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %123
  %126 = load i8, i8* %125, align 1, !tbaa !7
  %127 = zext i8 %126 to i32
  %128 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %127
  store i8 %124, i8* %128, align 1, !tbaa !7
  %129 = or i32 %69, 10
  %130 = trunc i32 %129 to i8
  %131 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %129
  %132 = load i8, i8* %131, align 1, !tbaa !7
  %133 = zext i8 %132 to i32
  %134 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %133
  store i8 %130, i8* %134, align 1, !tbaa !7
  %135 = or i32 %69, 11
  %136 = trunc i32 %135 to i8
  %137 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %135
  %138 = load i8, i8* %137, align 1, !tbaa !7
  %139 = zext i8 %138 to i32
  %140 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %139
  store i8 %136, i8* %140, align 1, !tbaa !7
  %141 = or i32 %69, 12
  %142 = trunc i32 %141 to i8
  %143 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %141
  %144 = load i8, i8* %143, align 1, !tbaa !7
  %145 = zext i8 %144 to i32
  %146 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %145
  store i8 %142, i8* %146, align 1, !tbaa !7
  %147 = or i32 %69, 13
  %148 = trunc i32 %147 to i8
  %149 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %147
  %150 = load i8, i8* %149, align 1, !tbaa !7
  %151 = zext i8 %150 to i32
  %152 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %151
  store i8 %148, i8* %152, align 1, !tbaa !7
  %153 = or i32 %69, 14
  %154 = trunc i32 %153 to i8
  %155 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %153
  %156 = load i8, i8* %155, align 1, !tbaa !7
  %157 = zext i8 %156 to i32
  %158 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %157
  store i8 %154, i8* %158, align 1, !tbaa !7
  %159 = or i32 %69, 15
  %160 = trunc i32 %159 to i8
  %161 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %159
  %162 = load i8, i8* %161, align 1, !tbaa !7
  %163 = zext i8 %162 to i32
  %164 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %163
  store i8 %160, i8* %164, align 1, !tbaa !7
  %165 = add nuw nsw i32 %69, 16
  %166 = icmp eq i32 %165, 64
  br i1 %166, label %167, label %68, !llvm.loop !12

167:                                              ; preds = %68, %183
  %168 = phi i32 [ %185, %183 ], [ 0, %68 ]
  %169 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.samples, i32 0, i32 %168
  %170 = load i8*, i8** %169, align 4, !tbaa !13
  %171 = tail call i32 @strlen(i8* noundef %170) #3
  %172 = tail call fastcc i32 @encode(i8* noundef %170, i32 noundef %171) #4
  %173 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.expect, i32 0, i32 %168
  %174 = load i8*, i8** %173, align 4, !tbaa !13
  %175 = tail call i32 @strlen(i8* noundef %174) #3
  %176 = icmp eq i32 %172, %175
  br i1 %176, label %177, label %180

177:                                              ; preds = %167
  %178 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([200 x i8], [200 x i8]* @text, i32 0, i32 0), i8* noundef %174, i32 noundef %172) #3
  %179 = icmp eq i32 %178, 0
  br i1 %179, label %181, label %180

180:                                              ; preds = %177, %167
  tail call void @abort() #3
  br label %181

181:                                              ; preds = %180, %177
  %182 = icmp eq i32 %172, 0
  br i1 %182, label %183, label %187

183:                                              ; preds = %187, %181
  %184 = tail call i32 @putchar(i32 noundef 10) #3
  %185 = add nuw nsw i32 %168, 1
  %186 = icmp eq i32 %185, 8
  br i1 %186, label %195, label %167, !llvm.loop !15

187:                                              ; preds = %181, %187
  %188 = phi i32 [ %193, %187 ], [ 0, %181 ]
  %189 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %188
  %190 = load i8, i8* %189, align 1, !tbaa !7
  %191 = zext i8 %190 to i32
  %192 = tail call i32 @putchar(i32 noundef %191) #3
  %193 = add nuw i32 %188, 1
  %194 = icmp eq i32 %193, %172
  br i1 %194, label %183, label %187, !llvm.loop !16

195:                                              ; preds = %183, %274
  %196 = phi i32 [ %278, %274 ], [ 0, %183 ]
  %197 = phi i32 [ %234, %274 ], [ 3, %183 ]
  %198 = phi i32 [ %277, %274 ], [ -2128831035, %183 ]
  %199 = icmp eq i32 %196, 0
  br i1 %199, label %233, label %200

200:                                              ; preds = %195
  %201 = add nsw i32 %196, -1
  %202 = and i32 %196, 3
  %203 = icmp ult i32 %201, 3
  br i1 %203, label %206, label %204

204:                                              ; preds = %200
  %205 = and i32 %196, 2147483644
  br label %238

206:                                              ; preds = %238, %200
  %207 = phi i32 [ undef, %200 ], [ %261, %238 ]
  %208 = phi i32 [ 0, %200 ], [ %265, %238 ]
  %209 = phi i32 [ %197, %200 ], [ %261, %238 ]
  %210 = icmp eq i32 %202, 0
  br i1 %210, label %233, label %211

211:                                              ; preds = %206
  %212 = mul i32 %209, 1664525
  %213 = add i32 %212, 1013904223
  %214 = lshr i32 %213, 24
  %215 = trunc i32 %214 to i8
  %216 = getelementptr inbounds [150 x i8], [150 x i8]* @bytes, i32 0, i32 %208
  store i8 %215, i8* %216, align 1, !tbaa !7
  %217 = icmp eq i32 %202, 1
  br i1 %217, label %233, label %218

218:                                              ; preds = %211
  %219 = add nuw nsw i32 %208, 1
  %220 = mul i32 %213, 1664525
  %221 = add i32 %220, 1013904223
  %222 = lshr i32 %221, 24
  %223 = trunc i32 %222 to i8
  %224 = getelementptr inbounds [150 x i8], [150 x i8]* @bytes, i32 0, i32 %219
  store i8 %223, i8* %224, align 1, !tbaa !7
  %225 = icmp eq i32 %202, 2
  br i1 %225, label %233, label %226

226:                                              ; preds = %218
  %227 = add nuw nsw i32 %208, 2
  %228 = mul i32 %221, 1664525
  %229 = add i32 %228, 1013904223
  %230 = lshr i32 %229, 24
  %231 = trunc i32 %230 to i8
  %232 = getelementptr inbounds [150 x i8], [150 x i8]* @bytes, i32 0, i32 %227
  store i8 %231, i8* %232, align 1, !tbaa !7
  br label %233

233:                                              ; preds = %206, %226, %218, %211, %195
  %234 = phi i32 [ %197, %195 ], [ %207, %206 ], [ %213, %211 ], [ %221, %218 ], [ %229, %226 ]
  %235 = tail call fastcc i32 @encode(i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @bytes, i32 0, i32 0), i32 noundef %196) #4
  %236 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([200 x i8], [200 x i8]* @text, i32 0, i32 0)) #4
  %237 = icmp eq i32 %236, %196
  br i1 %237, label %268, label %271

238:                                              ; preds = %238, %204
  %239 = phi i32 [ 0, %204 ], [ %265, %238 ]
  %240 = phi i32 [ %197, %204 ], [ %261, %238 ]
  %241 = phi i32 [ 0, %204 ], [ %266, %238 ]
  %242 = mul i32 %240, 1664525
  %243 = add i32 %242, 1013904223
  %244 = lshr i32 %243, 24
  %245 = trunc i32 %244 to i8
  %246 = getelementptr inbounds [150 x i8], [150 x i8]* @bytes, i32 0, i32 %239
  store i8 %245, i8* %246, align 1, !tbaa !7
  %247 = or i32 %239, 1
  %248 = mul i32 %243, 1664525
  %249 = add i32 %248, 1013904223
  %250 = lshr i32 %249, 24
  %251 = trunc i32 %250 to i8
  %252 = getelementptr inbounds [150 x i8], [150 x i8]* @bytes, i32 0, i32 %247
  store i8 %251, i8* %252, align 1, !tbaa !7
  %253 = or i32 %239, 2
  %254 = mul i32 %249, 1664525
  %255 = add i32 %254, 1013904223
  %256 = lshr i32 %255, 24
  %257 = trunc i32 %256 to i8
  %258 = getelementptr inbounds [150 x i8], [150 x i8]* @bytes, i32 0, i32 %253
  store i8 %257, i8* %258, align 1, !tbaa !7
  %259 = or i32 %239, 3
  %260 = mul i32 %255, 1664525
  %261 = add i32 %260, 1013904223
  %262 = lshr i32 %261, 24
  %263 = trunc i32 %262 to i8
  %264 = getelementptr inbounds [150 x i8], [150 x i8]* @bytes, i32 0, i32 %259
  store i8 %263, i8* %264, align 1, !tbaa !7
  %265 = add nuw nsw i32 %239, 4
  %266 = add i32 %241, 4
  %267 = icmp eq i32 %266, %205
  br i1 %267, label %206, label %238, !llvm.loop !17

268:                                              ; preds = %233
  %269 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @bytes, i32 0, i32 0), i8* noundef getelementptr inbounds ([150 x i8], [150 x i8]* @back, i32 0, i32 0), i32 noundef %196) #3
  %270 = icmp eq i32 %269, 0
  br i1 %270, label %272, label %271

271:                                              ; preds = %268, %233
  tail call void @abort() #3
  br label %272

272:                                              ; preds = %271, %268
  %273 = icmp eq i32 %235, 0
  br i1 %273, label %274, label %297

274:                                              ; preds = %297, %307, %315, %323, %272
  %275 = phi i32 [ %198, %272 ], [ %304, %297 ], [ %312, %307 ], [ %320, %315 ], [ %328, %323 ]
  %276 = xor i32 %275, %235
  %277 = mul i32 %276, 16777619
  %278 = add nuw nsw i32 %196, 7
  %279 = icmp ult i32 %196, 143
  br i1 %279, label %195, label %280, !llvm.loop !18

280:                                              ; preds = %274
  %281 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i32 0, i32 0)) #4
  %282 = xor i32 %281, %277
  %283 = mul i32 %282, 16777619
  %284 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i32 0, i32 0)) #4
  %285 = xor i32 %284, %283
  %286 = mul i32 %285, 16777619
  %287 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.17, i32 0, i32 0)) #4
  %288 = xor i32 %287, %286
  %289 = mul i32 %288, 16777619
  %290 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.18, i32 0, i32 0)) #4
  %291 = xor i32 %290, %289
  %292 = mul i32 %291, 16777619
  %293 = tail call fastcc i32 @decode(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0)) #4
  %294 = xor i32 %293, %292
  %295 = mul i32 %294, 16777619
  %296 = and i32 %295, 2147483647
  ret i32 %296

297:                                              ; preds = %272, %323
  %298 = phi i32 [ %329, %323 ], [ 0, %272 ]
  %299 = phi i32 [ %328, %323 ], [ %198, %272 ]
  %300 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %298
  %301 = load i8, i8* %300, align 1, !tbaa !7
  %302 = zext i8 %301 to i32
  %303 = xor i32 %299, %302
  %304 = mul i32 %303, 16777619
  %305 = add i32 %298, 5
  %306 = icmp ult i32 %305, %235
  br i1 %306, label %307, label %274, !llvm.loop !19

307:                                              ; preds = %297
  %308 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %305
  %309 = load i8, i8* %308, align 1, !tbaa !7
  %310 = zext i8 %309 to i32
  %311 = xor i32 %304, %310
  %312 = mul i32 %311, 16777619
  %313 = add i32 %298, 10
  %314 = icmp ult i32 %313, %235
  br i1 %314, label %315, label %274, !llvm.loop !19

315:                                              ; preds = %307
  %316 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %313
  %317 = load i8, i8* %316, align 1, !tbaa !7
  %318 = zext i8 %317 to i32
  %319 = xor i32 %312, %318
  %320 = mul i32 %319, 16777619
  %321 = add i32 %298, 15
  %322 = icmp ult i32 %321, %235
  br i1 %322, label %323, label %274, !llvm.loop !19

323:                                              ; preds = %315
  %324 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %321
  %325 = load i8, i8* %324, align 1, !tbaa !7
  %326 = zext i8 %325 to i32
  %327 = xor i32 %320, %326
  %328 = mul i32 %327, 16777619
  %329 = add i32 %298, 20
  %330 = icmp ult i32 %329, %235
  br i1 %330, label %297, label %274, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind
define internal fastcc i32 @encode(i8* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #1 {
  %3 = icmp ult i32 %1, 3
  br i1 %3, label %47, label %4

4:                                                ; preds = %2, %4
  %5 = phi i32 [ %45, %4 ], [ 3, %2 ]
  %6 = phi i32 [ %43, %4 ], [ 0, %2 ]
  %7 = phi i32 [ %5, %4 ], [ 0, %2 ]
  %8 = getelementptr inbounds i8, i8* %0, i32 %7
  %9 = load i8, i8* %8, align 1, !tbaa !7
  %10 = zext i8 %9 to i32
  %11 = shl nuw nsw i32 %10, 16
  %12 = add i32 %7, 1
  %13 = getelementptr inbounds i8, i8* %0, i32 %12
  %14 = load i8, i8* %13, align 1, !tbaa !7
  %15 = zext i8 %14 to i32
  %16 = shl nuw nsw i32 %15, 8
  %17 = or i32 %16, %11
  %18 = add i32 %7, 2
  %19 = getelementptr inbounds i8, i8* %0, i32 %18
  %20 = load i8, i8* %19, align 1, !tbaa !7
  %21 = zext i8 %20 to i32
  %22 = or i32 %16, %21
  %23 = lshr i32 %10, 2
  %24 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %23
  %25 = load i8, i8* %24, align 1, !tbaa !7
  %26 = or i32 %6, 1
  %27 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %6
  store i8 %25, i8* %27, align 1, !tbaa !7
  %28 = lshr i32 %17, 12
  %29 = and i32 %28, 63
  %30 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %29
  %31 = load i8, i8* %30, align 1, !tbaa !7
  %32 = or i32 %6, 2
  %33 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %26
  store i8 %31, i8* %33, align 1, !tbaa !7
  %34 = lshr i32 %22, 6
  %35 = and i32 %34, 63
  %36 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %35
  %37 = load i8, i8* %36, align 1, !tbaa !7
  %38 = or i32 %6, 3
  %39 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %32
  store i8 %37, i8* %39, align 1, !tbaa !7
  %40 = and i32 %21, 63
  %41 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %40
  %42 = load i8, i8* %41, align 1, !tbaa !7
  %43 = add i32 %6, 4
  %44 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %38
  store i8 %42, i8* %44, align 1, !tbaa !7
  %45 = add i32 %5, 3
  %46 = icmp ugt i32 %45, %1
  br i1 %46, label %47, label %4, !llvm.loop !20

47:                                               ; preds = %4, %2
  %48 = phi i32 [ 0, %2 ], [ %5, %4 ]
  %49 = phi i32 [ 0, %2 ], [ %43, %4 ]
  %50 = sub i32 %1, %48
  switch i32 %50, label %97 [
    i32 1, label %51
    i32 2, label %65
  ]

51:                                               ; preds = %47
  %52 = getelementptr inbounds i8, i8* %0, i32 %48
  %53 = load i8, i8* %52, align 1, !tbaa !7
  %54 = zext i8 %53 to i32
  %55 = shl nuw nsw i32 %54, 4
  %56 = lshr i32 %54, 2
  %57 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %56
  %58 = load i8, i8* %57, align 1, !tbaa !7
  %59 = or i32 %49, 1
  %60 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %49
  store i8 %58, i8* %60, align 1, !tbaa !7
  %61 = and i32 %55, 48
  %62 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %61
  %63 = load i8, i8* %62, align 1, !tbaa !7
  %64 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %59
  store i8 %63, i8* %64, align 1, !tbaa !7
  br label %90

65:                                               ; preds = %47
  %66 = getelementptr inbounds i8, i8* %0, i32 %48
  %67 = load i8, i8* %66, align 1, !tbaa !7
  %68 = zext i8 %67 to i32
  %69 = shl nuw nsw i32 %68, 16
  %70 = add i32 %48, 1
  %71 = getelementptr inbounds i8, i8* %0, i32 %70
  %72 = load i8, i8* %71, align 1, !tbaa !7
  %73 = zext i8 %72 to i32
  %74 = shl nuw nsw i32 %73, 8
  %75 = or i32 %74, %69
  %76 = lshr i32 %68, 2
  %77 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %76
  %78 = load i8, i8* %77, align 1, !tbaa !7
  %79 = or i32 %49, 1
  %80 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %49
  store i8 %78, i8* %80, align 1, !tbaa !7
  %81 = lshr i32 %75, 12
  %82 = and i32 %81, 63
  %83 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %82
  %84 = load i8, i8* %83, align 1, !tbaa !7
  %85 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %79
  store i8 %84, i8* %85, align 1, !tbaa !7
  %86 = shl nuw nsw i32 %73, 2
  %87 = and i32 %86, 60
  %88 = getelementptr inbounds [65 x i8], [65 x i8]* @alphabet, i32 0, i32 %87
  %89 = load i8, i8* %88, align 1, !tbaa !7
  br label %90

90:                                               ; preds = %51, %65
  %91 = phi i8 [ %89, %65 ], [ 61, %51 ]
  %92 = or i32 %49, 2
  %93 = or i32 %49, 3
  %94 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %92
  store i8 %91, i8* %94, align 1, !tbaa !7
  %95 = add i32 %49, 4
  %96 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %93
  store i8 61, i8* %96, align 1, !tbaa !7
  br label %97

97:                                               ; preds = %90, %47
  %98 = phi i32 [ %49, %47 ], [ %95, %90 ]
  %99 = getelementptr inbounds [200 x i8], [200 x i8]* @text, i32 0, i32 %98
  store i8 0, i8* %99, align 1, !tbaa !7
  ret i32 %98
}

declare dso_local i32 @strlen(i8* noundef) local_unnamed_addr #2

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #2

declare dso_local void @abort() local_unnamed_addr #2

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
define internal fastcc i32 @decode(i8* noundef %0) unnamed_addr #0 {
  %2 = tail call i32 @strlen(i8* noundef %0) #3
  %3 = and i32 %2, 3
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %84

5:                                                ; preds = %1
  %6 = icmp eq i32 %2, 0
  br i1 %6, label %84, label %7

7:                                                ; preds = %5, %81
  %8 = phi i32 [ %10, %81 ], [ 0, %5 ]
  %9 = phi i32 [ %82, %81 ], [ 0, %5 ]
  %10 = add i32 %8, 4
  %11 = icmp eq i32 %10, %2
  %12 = getelementptr inbounds i8, i8* %0, i32 %8
  %13 = load i8, i8* %12, align 1, !tbaa !7
  %14 = zext i8 %13 to i32
  %15 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %14
  %16 = load i8, i8* %15, align 1, !tbaa !7
  %17 = icmp slt i8 %16, 0
  br i1 %17, label %84, label %18

18:                                               ; preds = %7
  %19 = zext i8 %16 to i32
  %20 = or i32 %8, 1
  %21 = getelementptr inbounds i8, i8* %0, i32 %20
  %22 = load i8, i8* %21, align 1, !tbaa !7
  %23 = zext i8 %22 to i32
  %24 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %23
  %25 = load i8, i8* %24, align 1, !tbaa !7
  %26 = icmp slt i8 %25, 0
  br i1 %26, label %84, label %27

27:                                               ; preds = %18
  %28 = zext i8 %25 to i32
  %29 = or i32 %8, 2
  %30 = getelementptr inbounds i8, i8* %0, i32 %29
  %31 = load i8, i8* %30, align 1, !tbaa !7
  %32 = icmp ne i8 %31, 61
  %33 = xor i1 %11, true
  %34 = select i1 %32, i1 true, i1 %33
  br i1 %34, label %35, label %41

35:                                               ; preds = %27
  %36 = zext i8 %31 to i32
  %37 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %36
  %38 = load i8, i8* %37, align 1, !tbaa !7
  %39 = sext i8 %38 to i32
  %40 = icmp slt i8 %38, 0
  br i1 %40, label %84, label %41

41:                                               ; preds = %27, %35
  %42 = phi i32 [ 1, %35 ], [ 2, %27 ]
  %43 = phi i32 [ %39, %35 ], [ 0, %27 ]
  %44 = shl nuw nsw i32 %19, 12
  %45 = shl nuw nsw i32 %28, 6
  %46 = or i32 %44, %45
  %47 = or i32 %43, %46
  %48 = or i32 %8, 3
  %49 = getelementptr inbounds i8, i8* %0, i32 %48
  %50 = load i8, i8* %49, align 1, !tbaa !7
  %51 = zext i8 %50 to i32
  %52 = icmp ne i8 %50, 61
  %53 = xor i1 %11, true
  %54 = select i1 %52, i1 true, i1 %53
  br i1 %54, label %55, label %61

55:                                               ; preds = %41
  br i1 %34, label %56, label %84

56:                                               ; preds = %55
  %57 = getelementptr inbounds [256 x i8], [256 x i8]* @rev, i32 0, i32 %51
  %58 = load i8, i8* %57, align 1, !tbaa !7
  %59 = sext i8 %58 to i32
  %60 = icmp slt i8 %58, 0
  br i1 %60, label %84, label %61

61:                                               ; preds = %41, %56
  %62 = phi i32 [ 0, %56 ], [ %42, %41 ]
  %63 = phi i32 [ %59, %56 ], [ 0, %41 ]
  %64 = shl nsw i32 %47, 6
  %65 = or i32 %63, %64
  %66 = lshr i32 %65, 16
  %67 = trunc i32 %66 to i8
  %68 = add nsw i32 %9, 1
  %69 = getelementptr inbounds [150 x i8], [150 x i8]* @back, i32 0, i32 %9
  store i8 %67, i8* %69, align 1, !tbaa !7
  %70 = icmp ult i32 %62, 2
  br i1 %70, label %71, label %81

71:                                               ; preds = %61
  %72 = lshr i32 %65, 8
  %73 = trunc i32 %72 to i8
  %74 = add nsw i32 %9, 2
  %75 = getelementptr inbounds [150 x i8], [150 x i8]* @back, i32 0, i32 %68
  store i8 %73, i8* %75, align 1, !tbaa !7
  %76 = icmp eq i32 %62, 1
  br i1 %76, label %81, label %77

77:                                               ; preds = %71
  %78 = trunc i32 %65 to i8
  %79 = add nsw i32 %9, 3
  %80 = getelementptr inbounds [150 x i8], [150 x i8]* @back, i32 0, i32 %74
  store i8 %78, i8* %80, align 1, !tbaa !7
  br label %81

81:                                               ; preds = %61, %77, %71
  %82 = phi i32 [ %74, %71 ], [ %79, %77 ], [ %68, %61 ]
  %83 = icmp ult i32 %10, %2
  br i1 %83, label %7, label %84, !llvm.loop !21

84:                                               ; preds = %81, %7, %18, %35, %55, %56, %5, %1
  %85 = phi i32 [ -1, %1 ], [ 0, %5 ], [ %82, %81 ], [ -1, %7 ], [ -1, %18 ], [ -1, %35 ], [ -1, %55 ], [ -1, %56 ]
  ret i32 %85
}

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { nofree norecurse nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !8, i64 0}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
